import type { OpenAPIV3 } from 'openapi-types';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { credentialsAcceptedBy, type CredentialScheme } from '../auth/require-user.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { errorBody } from '../http/envelope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The REST contract promises this route with a trailing slash too (`GET /groups/`): the
     * OpenAPI document lists both paths. The API answers both either way (`ignoreTrailingSlash`).
     */
    slashOptional?: boolean;
  }
}

/** How a caller authenticates: the session cookie a sign-in sets, or an API token. */
export const SECURITY_SCHEMES: Record<CredentialScheme, OpenAPIV3.SecuritySchemeObject> = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie POST /auth/signin (or single sign-on) sets',
  },
  token: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API token (`Authorization: Bearer …`), made by a person on the API tokens page; it acts as its maker',
  },
};

/** Methods whose body Fastify reads (so may answer 400 for bad JSON, 413 too large, 415 not JSON). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Responses = Record<string, unknown>;

function declare(responses: Responses, status: number): void {
  responses[status] ??= errorBody;
}

/**
 * Declares, on every route, what the route's own schema does not have to
 * repeat (one place, an onRoute hook, so no route forgets it):
 * - `security`: read from its guard (`requireUser`: session or token;
 *   `requirePerson`: session only; no guard: public, `[]`), unless the route
 *   states its own;
 * - 401 for a guarded route, 403 for a session-only one (a token is refused);
 * - 400, 413 and 415 for a route whose body Fastify reads (bad JSON, too
 *   large, not JSON: the error handler answers them in the error shape);
 * - 500 and 503 (the database unavailable) for every route.
 * Hidden routes (the documentation's own) are left alone.
 */
export function declareCommonAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as (FastifySchema & { hide?: boolean; security?: unknown }) | undefined;
    if (!schema?.response || schema.hide) return;
    const responses = schema.response as Responses;
    const accepted = credentialsAcceptedBy(route.preHandler);
    schema.security ??= accepted.map((scheme) => ({ [scheme]: [] }));
    if (accepted.length > 0) declare(responses, 401);
    if (accepted.length > 0 && !accepted.includes('token')) declare(responses, 403);
    if ([route.method].flat().some((method) => BODY_METHODS.has(method))) {
      for (const status of [400, 413, 415]) declare(responses, status);
    }
    for (const status of [500, 503]) declare(responses, status);
  });
}
