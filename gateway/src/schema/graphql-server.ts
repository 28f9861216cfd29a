import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import { createContext, type GatewayContext } from '../context/context.js';
import { badRequestsPlugin } from '../limits/bad-requests.js';
import { readQueryLimits, type QueryLimits } from '../limits/limits-config.js';
import { queryLimitOptions } from '../limits/query-limits.js';
import { TokenBudgets } from '../limits/token-budget.js';
import { TrustedDocuments } from '../trusted-documents/trusted-documents.js';
import { persistedQueryCache, trustedDocumentsPlugin } from '../trusted-documents/trusted-documents-plugin.js';
import { refuseMalformedPersistedQuery } from '../trusted-documents/persisted-query-shape.js';
import { buildGatewaySchema } from './build-schema.js';
import { formatError } from './format-error.js';
import { signedInIntrospectionPlugin } from './introspection.js';
import { jsonStatusPlugin } from './json-status.js';
import type { ProxyTrust } from '../origin/client-address.js';
import { mountSubscriptions } from './subscription-server.js';

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
