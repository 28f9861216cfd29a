import type { FastifyInstance } from 'fastify';
import type { Exchange, ResponseContract } from './response-contract.js';

/** Decorate an app with this to check it against a document of its own, not api/openapi.json. */
export const OWN_DOCUMENT = 'checkedAgainstItsOwnDocument';

/** The body of a payload Fastify sends; undefined for a stream, which is not read here. */
function bodyOf(payload: unknown): Buffer | undefined {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload, 'utf8');
  if (Buffer.isBuffer(payload)) return payload;
  return undefined;
}

/**
 * Checks every answer of `app` against `contract` and reports each mismatch
 * (with the request that got it); never throws into the request. The check
 * runs when the answer is finished (or its connection closed), so it sees
 * the status and headers the caller got, also of a hijacked reply (the live
 * stream, whose body is not read). The payload is taken in the last onSend
 * hook that runs, so add this before the app's own hooks. Not seen: what
 * Fastify answers before routing (a URL it cannot parse), which runs no hook.
 */
export function watchResponses(
  app: FastifyInstance,
  /** Read at each answer: the document may be built once the app is ready (app.swagger()). */
  contract: () => ResponseContract,
  report: (mismatch: string) => void,
): void {
  const payloads = new WeakMap<object, Buffer | undefined>();
  app.addHook('onRequest', (request, reply, done) => {
    // Not part of the contract: a route hidden from the document (the documentation's own pages, a
    // route a test adds). Nothing of the API is imported here: this runs before every test file, and
    // the order modules load in is the order of the document's named schemas.
    const hidden = (request.routeOptions.schema as { hide?: boolean } | undefined)?.hide === true;
    if (hidden) return done();
    const raw = reply.raw;
    // Fastify (and a hijacked reply, the live stream) hands its headers to writeHead, which
    // getHeaders() does not show afterwards on a real socket: keep them as they pass.
    const written: Record<string, string | string[] | number | undefined> = {};
    const writeHead = raw.writeHead as (...args: unknown[]) => typeof raw;
    (raw as { writeHead: (...args: unknown[]) => typeof raw }).writeHead = function (this: typeof raw, ...args) {
      const headers = args.find((arg, index) => index > 0 && typeof arg === 'object' && arg !== null);
      if (headers && !Array.isArray(headers)) {
        for (const [name, value] of Object.entries(headers)) written[name.toLowerCase()] = value as string;
      }
      return writeHead.apply(this, args);
    };
    let checked = false;
    const check = () => {
      if (checked || !raw.headersSent) return;
      checked = true;
      const exchange: Exchange = {
        method: request.method,
        url: request.url,
        route: request.is404 ? undefined : request.routeOptions.url,
        status: raw.statusCode,
        headers: { ...raw.getHeaders(), ...written },
        // Fastify sends no body with a 204, whatever the handler gave it.
        body: raw.statusCode === 204 ? Buffer.alloc(0) : payloads.has(raw) ? payloads.get(raw) : undefined,
      };
      try {
        for (const mismatch of contract().mismatches(exchange)) {
          report(`${exchange.method} ${exchange.url} → ${exchange.status}: ${mismatch}`);
        }
      } catch (error) {
        report(`${exchange.method} ${exchange.url} → ${exchange.status}: the check failed: ${String(error)}`);
      }
    };
    raw.once('finish', check);
    raw.once('close', check);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    payloads.set(reply.raw, bodyOf(payload));
    done(null, payload);
  });
}
