import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { DEV_IDP_PATH, MESSAGES } from '@portal/domain';
import { sendFailure } from './origin-errors.js';
import { onlyFromThisMachine } from './this-machine.js';

/**
 * The development OpenID Connect provider (scripts/dev-identity-provider.mjs,
 * which `npm start` runs when no OIDC_ISSUER is set) under `/dev-idp/`, so the
 * browser signs in there on the portal's own origin. It is told the browser's
 * host and scheme (X-Forwarded-*) to build its links. Its sign-in and sign-out
 * forms send the browser on to the portal at localhost or 127.0.0.1, which the
 * origin's `form-action 'self'` would stop mid-redirect: its answers carry no
 * form-action limit (the provider checks every redirect against its client).
 * Like the mail catcher, it answers only a browser on this machine
 * (this-machine.ts); anyone else gets 404.
 */
/** Only oidc-provider's own cookies (`_session`, `_interaction`, … and their `.sig`s), never the portal's session. */
function providerCookies(cookie: string): string {
  return cookie
    .split(';')
    .filter((pair) => pair.trim().startsWith('_'))
    .join(';');
}

export async function registerDevIdentityProvider(app: FastifyInstance, url: string): Promise<void> {
  await app.register(async (idp) => {
    onlyFromThisMachine(idp);
    idp.addHook('onSend', async (_request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header(
          'content-security-policy',
          policy
            .split(';')
            .filter((directive) => !directive.trim().startsWith('form-action'))
            .join(';'),
        );
      }
      return payload;
    });
    await idp.register(fastifyHttpProxy, {
      upstream: url,
      prefix: DEV_IDP_PATH,
      rewritePrefix: DEV_IDP_PATH,
      replyOptions: {
        // The portal's own credentials are none of the provider's business.
        rewriteRequestHeaders: (request, { cookie, authorization: _authorization, ...headers }) => ({
          ...headers,
          ...(cookie && providerCookies(String(cookie)) ? { cookie: providerCookies(String(cookie)) } : {}),
          // The browser's address: the provider counts its sign-ins against it.
          'x-forwarded-for': request.ip,
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-proto': request.protocol,
        }),
        onError: (reply) => sendFailure(reply.request, reply, 503, MESSAGES.generalFailure),
      },
    });
  });
}
