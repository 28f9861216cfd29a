import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { createContext, type GatewayContext } from '../context/context.js';
import { GENERIC_FAILURE } from '../rest/rest-error.js';
import { buildGatewaySchema } from './build-schema.js';

/** Codes that are safe to show as they are; anything else is masked. */
const KNOWN_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** No stack trace or internal message ever reaches a caller. */
export function formatError(formatted: GraphQLFormattedError, _error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && KNOWN_CODES.has(code)) {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return {
    message: GENERIC_FAILURE,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/** Mounts POST/GET /graphql on `app`, calling the API at `apiUrl`. */
export async function mountGraphQL(app: FastifyInstance, apiUrl: string): Promise<void> {
  const apollo = new ApolloServer<GatewayContext>({
    schema: buildGatewaySchema(),
    includeStacktraceInErrorResponses: false,
    formatError,
    plugins: [fastifyApolloDrainPlugin(app), ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: fastifyApolloHandler(apollo, { context: async (request, reply) => createContext(apiUrl, request, reply) }),
  });
}
