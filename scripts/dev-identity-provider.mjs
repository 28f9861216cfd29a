// The development OpenID Connect provider `npm start` runs when OIDC_ISSUER is
// not set: panva's oidc-provider (a certified implementation), so "Single
// Sign-On" works on a fresh machine with the demo accounts. Plain Node, no
// build. Its login form checks the e-mail and password with the portal's own
// API (POST /auth/signin, the session it makes signed out at once), so a
// changed password, the sign-in throttle and removed accounts apply here too.
// It is for development only (loopback, not production) and every page says so.
//
//   node scripts/dev-identity-provider.mjs --port N --issuer URL --data DIR --origins A,B --api URL
//
// The origin serves it under /dev-idp/ (the issuer's path), so the browser
// sees one origin; the API reads its discovery here directly.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import proxyAddr from '@fastify/proxy-addr';
import Provider from 'oidc-provider';
import { SSO_CALLBACK_PATH, SSO_SIGNED_OUT_PATH } from '@portal/domain';
import { DEV_IDP_CLIENT_ID, DEV_IDP_PATH, readDevIdpSecret } from './identity-provider.mjs';
import { devIdpKeys, FileAdapter } from './dev-identity-provider-store.mjs';
import { loginPage, logoutPage, messagePage } from './dev-identity-provider-pages.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    issuer: { type: 'string' },
    data: { type: 'string' },
    origins: { type: 'string' },
    api: { type: 'string' },
  },
});
const origins = values.origins.split(',');
const folder = join(values.data, 'dev-identity-provider');
const { jwks, cookieKeys } = devIdpKeys(folder);
FileAdapter.open(join(folder, 'state.json'));
/** This run's secret (scripts/start.mjs wrote it), proving to the API that a browser's address comes from here. */
const apiSecret = readDevIdpSecret(values.data);

/**
 * The browser's address: the origin, this provider's only caller (it listens
 * on loopback), puts it in X-Forwarded-For, as proxy-addr reads it one hop away.
 */
function browserAddress(request) {
  return proxyAddr(request, (_address, hop) => hop < 1);
}

const provider = new Provider(values.issuer, {
  adapter: FileAdapter,
  clients: [
    {
      client_id: DEV_IDP_CLIENT_ID,
      // A public client: the browser holds no secret; PKCE protects the code.
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: origins.map((origin) => `${origin}${SSO_CALLBACK_PATH}`),
      post_logout_redirect_uris: origins.map((origin) => `${origin}${SSO_SIGNED_OUT_PATH}`),
    },
  ],
  pkce: { required: () => true },
  responseTypes: ['code'],
  scopes: ['openid', 'email', 'profile'],
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  // The e-mail in the ID token itself (as Keycloak puts it): the portal calls no user-info endpoint.
  conformIdTokenClaims: false,
  cookies: { keys: cookieKeys },
  jwks,
  ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 28_800, Grant: 28_800 },
  features: {
    devInteractions: { enabled: false },
    rpInitiatedLogout: {
      enabled: true,
      logoutSource: (ctx, form) => {
        // Confirmed by itself only for the portal's own request: an ID token of the account signed in here.
        const hinted = ctx.oidc.entities.IdTokenHint?.payload?.sub;
        ctx.body = logoutPage(form, hinted !== undefined && hinted === ctx.oidc.session?.accountId);
      },
      postLogoutSuccessSource: (ctx) => {
        ctx.body = messagePage('Signed out', 'You are signed out of the development sign-in provider.');
      },
    },
  },
  clientBasedCORS: (_ctx, origin) => origins.includes(origin),
  // The account id is the e-mail the portal's API accepted with its password: verified by the portal itself.
  findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, email: id, email_verified: true }) }),
  // The portal is this provider's only client and first-party: no consent page.
  loadExistingGrant: async (ctx) => {
    const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    // A grant past its lifetime is gone: a new one, not an endless consent prompt.
    const kept = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
    return kept ?? newGrant(ctx.oidc.provider, ctx.oidc.client.clientId, ctx.oidc.session.accountId);
  },
  interactions: { url: (_ctx, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
  renderError: (ctx, out) => {
    ctx.type = 'html';
    ctx.body = messagePage('Sign-in failed', `${out.error}: ${out.error_description ?? ''}`);
  },
});
// Behind the origin: the browser's host and scheme come in X-Forwarded-* headers.
provider.proxy = true;

async function newGrant(oidc, clientId, accountId) {
  const grant = new oidc.Grant({ clientId, accountId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

/**
 * Whether the portal knows this e-mail with this password: its own sign-in,
 * whose session is ended at once (the browser gets the portal's session from
 * the ID token, as with any provider). The reason to show when not.
 */
async function portalAccepts(email, password, browser) {
  const signIn = await fetch(`${values.api}/api/v1/auth/signin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // Counted against the browser, not against this provider (which would lock every local browser out).
      ...(apiSecret && browser ? { 'x-dev-idp-secret': apiSecret, 'x-dev-idp-client-address': browser } : {}),
    },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
  await signIn?.body?.cancel();
  if (!signIn) return { ok: false, why: 'The portal cannot be reached: try again in a moment.' };
  if (signIn.status === 429) return { ok: false, why: 'Too many attempts: wait a few minutes, then try again.' };
  if (signIn.status !== 200) return { ok: false, why: 'The portal does not know that e-mail and password.' };
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  await fetch(`${values.api}/api/v1/auth/signout`, {
    method: 'POST',
    headers: { cookie },
    signal: AbortSignal.timeout(10_000),
  })
    .then((answer) => answer.body?.cancel())
    .catch(() => undefined);
  return { ok: true };
}

const AUTO_SUBMIT = "document.querySelector('button[data-auto]')?.click();\n";

async function readForm(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > 8192) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(response, status, html) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

/** The login page and its form: a portal account's e-mail and password, checked by the portal. */
async function interaction(request, response, uid, action) {
  const details = await provider.interactionDetails(request, response);
  if (details.uid !== uid) return sendHtml(response, 400, messagePage('Sign-in failed', 'This sign-in has expired.'));
  if (details.prompt.name === 'consent') {
    // First-party: consent is the grant loadExistingGrant makes, recorded for this interaction.
    const grant = await newGrant(provider, details.params.client_id, details.session.accountId);
    // What the request asks beyond the usual (a `claims` parameter, a scope): granted too, or consent comes back.
    const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    await grant.save();
    return provider.interactionFinished(
      request,
      response,
      { consent: { grantId: grant.jti } },
      { mergeWithLastSubmission: true },
    );
  }
  if (details.prompt.name !== 'login') {
    return provider.interactionFinished(request, response, {}, { mergeWithLastSubmission: true });
  }
  if (request.method === 'POST' && action === 'login') {
    const form = await readForm(request);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const accepted = await portalAccepts(email, form.get('password') ?? '', browserAddress(request));
    if (accepted.ok) {
      return provider.interactionFinished(
        request,
        response,
        { login: { accountId: email } },
        { mergeWithLastSubmission: false },
      );
    }
    return sendHtml(response, 401, loginPage(uid, email, accepted.why));
  }
  return sendHtml(response, 200, loginPage(uid, '', undefined));
}

const handle = provider.callback();
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://provider');
  const own = url.pathname.match(new RegExp(`^${DEV_IDP_PATH}/interaction/([\\w-]+)(?:/(login))?$`));
  if (own) {
    interaction(request, response, own[1], own[2]).catch((error) => {
      console.error('Development sign-in provider:', error);
      if (!response.headersSent)
        sendHtml(
          response,
          400,
          messagePage('Sign-in failed', 'This sign-in has expired: start again from the portal.'),
        );
    });
    return;
  }
  if (url.pathname === `${DEV_IDP_PATH}/auto-submit.js`) {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    response.end(AUTO_SUBMIT);
    return;
  }
  if (url.pathname === DEV_IDP_PATH || url.pathname.startsWith(`${DEV_IDP_PATH}/`)) {
    // Mounted under the issuer's path: oidc-provider reads the mount from originalUrl.
    request.originalUrl = request.url;
    request.url = request.url.slice(DEV_IDP_PATH.length) || '/';
    handle(request, response);
    return;
  }
  response.writeHead(404).end();
});
server.listen(Number(values.port), '127.0.0.1');
