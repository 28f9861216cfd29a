import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { QueryLimits } from '../limits/limits-config.js';
import { mountGraphQL } from '../schema/graphql-server.js';
import { DEFAULT_EMAIL_MAX_FILE_BYTES, NO_PROXY, trustProxyOption, type TrustedProxies } from '@portal/domain';
import { registerApiProxy } from './api-proxy.js';
import { proxyTrustOf } from './client-address.js';
import { readQueryLimits } from '../limits/limits-config.js';
import { TokenBudgets } from '../limits/token-budget.js';
import { echoInstance } from './instance-header.js';
import { registerDevIdentityProvider } from './dev-identity-provider.js';
import { registerMailCatcher } from './mail-catcher.js';
import { installOriginErrors, notFound, readableUrl, registerUnreadableUrl } from './origin-errors.js';
import { Lifecycle, registerReadiness } from './readiness.js';
import { originLogger, type LogDestination } from './request-log.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerWebApp, REVALIDATE } from './web-app.js';

/** The largest request body the origin takes, for /graphql and /api/v1 alike (BODY_LIMIT_BYTES). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface OriginOptions {
  /** Where the REST API listens, e.g. http://127.0.0.1:4001. */
  apiUrl: string;
  /** The built web client (web/dist); without it only /graphql and /api/v1 are served. */
  webDist?: string;
  /** LOG_REQUESTS: one line a request (secrets in a link's query redacted); a destination for tests. */
  logger?: boolean | LogDestination;
  /**
   * TRUST_PROXY: the proxies in front of the origin whose X-Forwarded-For (and -Proto) are believed; the
   * browser is the first address from the right that is not one of them. Default none.
   */
  trustProxy?: TrustedProxies;
  /** The largest request body, in bytes; default 1 MiB. */
  bodyLimit?: number;
  /** The largest report file "Email me" sends (its body may pass `bodyLimit`); default 25 MiB. */
  emailMaxFileBytes?: number;
  /** The development mail catcher's web server (MailDev, base path /mail), served under /mail/; unset, no /mail/. */
  mailCatcherUrl?: string;
  /** The development sign-in provider (oidc-provider, issuer path /dev-idp), served under /dev-idp/; unset, no /dev-idp/. */
  devIdentityProviderUrl?: string;
  /** OIDC_ISSUER: the single sign-on provider the browser talks to (its origin is allowed in connect-src). */
  identityProviderIssuer?: string;
  /** What one GraphQL request may ask for; default from the environment. */
  queryLimits?: QueryLimits;
  /**
   * GRAPHQL_TRUSTED_DOCUMENTS: a request without `Authorization: Bearer` (a browser session) may run only the
   * web client's own operations (gateway/src/trusted-documents/); default off, so GraphiQL works with a session.
   */
  trustedDocumentsOnly?: boolean;
  /** Whether a caller with no session and no API token may read the schema; default: NODE_ENV is not production. */
  anonymousIntrospection?: boolean;
  /** PORTAL_INSTANCE: echoed in the `x-portal-instance` header of every answer when set. */
  instance?: string;
  /** Shared with `main.ts`, which marks it draining on SIGTERM (GET /ready then answers 503). */
  lifecycle?: Lifecycle;
}

/**
 * The one origin the browser sees: `/` the web client, `/graphql` the gateway
 * (GraphiQL for a browser's GET), `/api/v1` the REST API, so cookies just work;
 * in development, `/mail/` the mail catcher and `/dev-idp/` the sign-in provider.
 */
export async function buildOrigin(options: OriginOptions): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const app = Fastify({
    logger: originLogger(options.logger),
    trustProxy: trustProxyOption(options.trustProxy ?? NO_PROXY),
    bodyLimit,
    rewriteUrl: (request) => readableUrl(request.url ?? '/'),
  });
  const webDist = options.webDist && existsSync(join(options.webDist, 'index.html')) ? options.webDist : undefined;

  installOriginErrors(app);
  registerUnreadableUrl(app);
  echoInstance(app, options.instance);
  await registerSecurityHeaders(app, { identityProviderIssuer: options.identityProviderIssuer });
  const queryLimits = options.queryLimits ?? readQueryLimits();
  // One hour per API token for both doors: its GraphQL operations and its REST calls spend from the same budget.
  const budgets = new TokenBudgets(queryLimits.tokenBudget);
  await registerApiProxy(app, options.apiUrl, {
    bodyLimit,
    emailMaxFileBytes: options.emailMaxFileBytes ?? DEFAULT_EMAIL_MAX_FILE_BYTES,
    budgets,
  });
  registerReadiness(app, options.apiUrl, options.lifecycle ?? new Lifecycle());
  if (options.mailCatcherUrl) await registerMailCatcher(app, options.mailCatcherUrl);
  if (options.devIdentityProviderUrl) await registerDevIdentityProvider(app, options.devIdentityProviderUrl);

  if (webDist) {
    const graphiql = readFileSync(join(webDist, 'graphiql.html'), 'utf8');
    app.addHook('onRequest', async (request, reply) => {
      const wantsPage = request.method === 'GET' && request.url.split('?')[0] === '/graphql';
      if (wantsPage && request.headers.accept?.includes('text/html')) {
        return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(graphiql);
      }
    });
  }

  await mountGraphQL(app, options.apiUrl, queryLimits, {
    trustedDocumentsOnly: options.trustedDocumentsOnly,
    proxyTrust: proxyTrustOf(options.trustProxy ?? NO_PROXY),
    budgets,
    anonymousIntrospection: options.anonymousIntrospection ?? process.env.NODE_ENV !== 'production',
  });

  if (webDist) await registerWebApp(app, webDist);
  else app.setNotFoundHandler(notFound);
  return app;
}
