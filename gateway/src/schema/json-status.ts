import { ERROR_KINDS } from '@portal/domain';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context/context.js';

/** Failures of the request document itself, which GraphQL over HTTP answers 200 under `application/json`. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  ERROR_KINDS.badRequest.graphql,
]);

/**
 * GraphQL over HTTP: a client that accepts only `application/json` (not
 * `application/graphql-response+json`) gets parse, validation and variable
 * errors with status 200, as the spec asks, because such a client may not
 * read a 4xx body. Apollo answers 400 to everyone; this corrects it for those
 * clients only. CSRF refusals never reach this plugin and stay 400.
 */
export function jsonStatusPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response, errors }) {
          const accept = request.http?.headers.get('accept') ?? '';
          if (accept.includes('application/graphql-response+json')) return;
          if (response.http.status !== 400 || !errors?.length) return;
          const codes = errors.map((error) => error.extensions?.code);
          if (codes.every((code) => typeof code === 'string' && REQUEST_ERROR_CODES.has(code))) {
            response.http.status = 200;
          }
        },
      };
    },
  };
}
