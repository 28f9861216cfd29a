import type { FastifyRequest } from 'fastify';

/** Where the origin's log lines go instead of standard output (tests read them). */
export interface LogDestination {
  stream: { write(line: string): void };
}

/** Query parameters that carry a secret (the e-mail confirmation link's `token`): logged as "[Redacted]". */
const SECRET_PARAMETERS = new Set(['token']);

/** `url` with each secret query value replaced by "[Redacted]"; everything else as it came. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      let key = name;
      try {
        key = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // an unreadable name is logged as it came
      }
      return SECRET_PARAMETERS.has(key) && value.length > 0 ? `${name}=[Redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/**
 * The origin's logger (LOG_REQUESTS): Fastify's request line (method, URL,
 * host, caller), its URL without the secrets a link carries in its query;
 * off stays off.
 */
export function originLogger(logger: boolean | LogDestination | undefined) {
  if (!logger) return false;
  return {
    ...(logger === true ? {} : logger),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
