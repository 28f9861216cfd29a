import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GRAPHQL_BAD_REQUEST,
  MESSAGES,
  REQUEST_FAILURES,
  graphqlCodeForStatus,
  restCodeForStatus,
} from '@portal/domain';

/** Fixed texts for the failures the origin answers itself, the API's own: never a library's message. */
const CLIENT_MESSAGES: Record<number, string> = {
  400: REQUEST_FAILURES.invalidJson,
  404: REQUEST_FAILURES.notFound,
  413: REQUEST_FAILURES.tooLarge,
  415: REQUEST_FAILURES.unsupportedMediaType,
};

function isGraphQL(request: { url: string }): boolean {
  return request.url.split('?')[0] === '/graphql';
}

/** The part of a reply we answer through (any server flavour's reply has it). */
interface Answer {
  code(status: number): { send(payload: unknown): unknown };
}

/**
 * A failure in the shape the caller expects: GraphQL's `{ errors }` on
 * /graphql, the REST contract's `{ error: { code, message } }` elsewhere.
 */
export function sendFailure(request: { url: string }, reply: Answer, status: number, message: string): void {
  const code = restCodeForStatus(status);
  if (isGraphQL(request)) {
    // A request refused before GraphQL read it: the caller's (BAD_REQUEST, as Apollo names it), or the server's.
    const graphqlCode = status >= 500 ? graphqlCodeForStatus(status) : GRAPHQL_BAD_REQUEST;
    void reply.code(status).send({ errors: [{ message, extensions: { code: graphqlCode } }] });
    return;
  }
  void reply.code(status).send({ error: { code, message } });
}

/**
 * What the origin answers when a request fails before reaching Apollo or the
 * API (unreadable JSON, a body too large, an unknown content type) or when
 * nothing matches: a fixed text, no route, parameter or library name.
 */
export function installOriginErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendFailure(request, reply, status, CLIENT_MESSAGES[status] ?? REQUEST_FAILURES.other);
    }
    request.log.error({ type: error.name, code: error.code }, 'origin request failed');
    return sendFailure(request, reply, 500, MESSAGES.generalFailure);
  });
}

/**
 * Where the origin routes a request whose path no URL decoder can read
 * (`/%ZZ`, a cut-off or invalid UTF-8 escape): Fastify's own answer to it
 * would echo the path, skip every hook (no security headers) and not be in
 * the portal's error shape. Routed here instead (`rewriteUrl`), it passes
 * the hooks like any request and gets the contract's 400.
 */
export const UNREADABLE_URL_PATH = '/.unreadable-url';

/** The URL to route: `url` itself, or UNREADABLE_URL_PATH when its path cannot be decoded. */
export function readableUrl(url: string): string {
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
    return url;
  } catch {
    return UNREADABLE_URL_PATH;
  }
}

/** The answer to an unreadable URL: 400 and a fixed text, never the path. */
export function registerUnreadableUrl(app: FastifyInstance): void {
  app.all(UNREADABLE_URL_PATH, (request, reply) => sendFailure(request, reply, 400, REQUEST_FAILURES.other));
}

/** Unknown paths: the contract's 404, without echoing the path. */
export function notFound(request: FastifyRequest, reply: FastifyReply): void {
  sendFailure(request, reply, 404, REQUEST_FAILURES.notFound);
}
