import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { ERROR_KINDS, GRAPHQL_BAD_REQUEST } from '@portal/domain';
import { createContext, type GatewayContext } from '../context/context.js';
import { badRequestsPlugin } from '../limits/bad-requests.js';
import { limitOf, QUERY_LIMIT_EXCEEDED } from '../limits/query-limit-error.js';
import { readQueryLimits, type QueryLimits } from '../limits/limits-config.js';
import { queryLimitOptions } from '../limits/query-limits.js';
import { THROTTLED } from '../limits/query-cost.js';
import { TokenBudgets } from '../limits/token-budget.js';
import { GENERIC_FAILURE } from '../rest/rest-error.js';
import { TrustedDocuments } from '../trusted-documents/trusted-documents.js';
import {
  persistedQueryCache,
  TRUSTED_DOCUMENT_REQUIRED,
  trustedDocumentsPlugin,
} from '../trusted-documents/trusted-documents-plugin.js';
import {
  APOLLO_PERSISTED_QUERY_ERRORS,
  refuseMalformedPersistedQuery,
} from '../trusted-documents/persisted-query-shape.js';
import { buildGatewaySchema } from './build-schema.js';
import { signedInIntrospectionPlugin } from './introspection.js';
import { jsonStatusPlugin } from './json-status.js';
import type { ProxyTrust } from '../origin/client-address.js';
import { mountSubscriptions } from './subscription-server.js';

/** Codes that are safe to show as they are; anything else is masked. */
const KNOWN_CODES = new Set<string>([
  // Every code a REST failure becomes (domain's ERROR_KINDS) but the masked one.
  ...Object.values(ERROR_KINDS)
    .map((kind) => kind.graphql)
    .filter((code) => code !== ERROR_KINDS.internal.graphql),
  THROTTLED,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  GRAPHQL_BAD_REQUEST,
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  QUERY_LIMIT_EXCEEDED,
  TRUSTED_DOCUMENT_REQUIRED,
]);

/** No stack trace or internal message ever reaches a caller. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const limit = limitOf(error);
  if (limit) {
    return { ...formatted, extensions: { code: QUERY_LIMIT_EXCEEDED, limit } };
  }
  const code = formatted.extensions?.code;
  // Apollo gives its own uncoded refusals INTERNAL_SERVER_ERROR; these are the caller's.
  const persistedQuery = APOLLO_PERSISTED_QUERY_ERRORS[formatted.message];
  if (code === ERROR_KINDS.internal.graphql && persistedQuery)
    return { message: persistedQuery, extensions: { code: GRAPHQL_BAD_REQUEST } };
  if (typeof code === 'string' && KNOWN_CODES.has(code)) {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return {
    message: GENERIC_FAILURE,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: ERROR_KINDS.internal.graphql },
  };
}

/**
 * Mounts POST/GET /graphql on `app`, and its subscriptions (WebSocket upgrades), calling the API at `apiUrl`.
 * The web client's documents (the trusted documents) can be asked for by hash; with `trustedDocumentsOnly`
 * (GRAPHQL_TRUSTED_DOCUMENTS), a browser session may run only those, a token holder anything within the limits.
 * Anyone may read the schema with `anonymousIntrospection` (outside production); without it only a session or
 * a token may (GraphiQL signed in).
 */
export async function mountGraphQL(
  app: FastifyInstance,
  apiUrl: string,
  limits: QueryLimits = readQueryLimits(),
  {
    trustedDocumentsOnly = false,
    proxyTrust = () => false,
    budgets = new TokenBudgets(limits.tokenBudget),
    anonymousIntrospection = true,
  }: {
    trustedDocumentsOnly?: boolean;
    /** TRUST_PROXY's trust, for the browser's address on a subscription's socket; default none. */
    proxyTrust?: ProxyTrust;
    budgets?: TokenBudgets;
    anonymousIntrospection?: boolean;
  } = {},
): Promise<void> {
  const limited = queryLimitOptions(limits, budgets);
  const trusted = new TrustedDocuments(undefined, limits.maxTokens);
  const apollo = new ApolloServer<GatewayContext>({
    schema: buildGatewaySchema(),
    includeStacktraceInErrorResponses: false,
    // Apollo's default turns it off for everyone in production; who may read it is decided below.
    introspection: true,
    formatError,
    ...limited,
    persistedQueries: { cache: persistedQueryCache(trusted) },
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginLandingPageDisabled(),
      badRequestsPlugin(),
      ...(anonymousIntrospection ? [] : [signedInIntrospectionPlugin()]),
      ...(trustedDocumentsOnly ? [trustedDocumentsPlugin(trusted)] : []),
      jsonStatusPlugin(),
      ...(limited.plugins ?? []),
    ],
  });
  await apollo.start();
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    preHandler: refuseMalformedPersistedQuery,
    handler: fastifyApolloHandler(apollo, { context: async (request, reply) => createContext(apiUrl, request, reply) }),
  });
  mountSubscriptions(app, apiUrl, limits, trustedDocumentsOnly ? trusted : undefined, proxyTrust);
}
