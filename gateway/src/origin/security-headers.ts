import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** One year, subdomains too: helmet's own default. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer of the origin (the app, GraphiQL, /graphql
 * and the proxied /api/v1), from helmet. Scripts come only from our own
 * bundle; styles may be inline because MUI (emotion) and GraphiQL write
 * <style> elements at run time; nothing may frame the portal. The browser
 * may also call the single sign-on provider (discovery, keys, token: the
 * PKCE code exchange) when it lives on another origin.
 *
 * Strict-Transport-Security only when the browser reached the origin over
 * HTTPS: directly over TLS, or through a trusted proxy's X-Forwarded-Proto
 * (TRUST_PROXY), the same `request.protocol` the origin passes to the API
 * for its Secure cookie. Over plain HTTP a browser ignores it, and sent on a
 * host with no certificate (a school trying the portal) it only misleads.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { identityProviderIssuer }: { identityProviderIssuer?: string } = {},
): Promise<void> {
  const provider = identityProviderIssuer ? [new URL(identityProviderIssuer).origin] : [];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...provider],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}
