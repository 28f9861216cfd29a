// The development OpenID Connect provider `npm start` runs when OIDC_ISSUER is
// not set: panva's oidc-provider (a certified implementation) with the demo
// accounts, so "Single Sign-On" works on a fresh machine. Plain Node, no build.
// It is for development only and every page it shows says so: anyone who knows
// the public demo password signs in as a demo account here.
//
//   node scripts/dev-identity-provider.mjs --port N --issuer URL --data DIR --origins A,B
//
// The origin serves it under /dev-idp/ (the issuer's path), so the browser
// sees one origin; the API reads its discovery here directly.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Provider from 'oidc-provider';
import { SSO_CALLBACK_PATH, SSO_SIGNED_OUT_PATH } from '@portal/domain';
import { DEV_IDP_CLIENT_ID, DEV_IDP_PATH } from './identity-provider.mjs';
import { devIdpKeys, FileAdapter } from './dev-identity-provider-store.mjs';
import { loginPage, logoutPage, messagePage } from './dev-identity-provider-pages.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    issuer: { type: 'string' },
    data: { type: 'string' },
    origins: { type: 'string' },
    accounts: { type: 'string' },
  },
});
const origins = values.origins.split(',');
/** The demo accounts by e-mail, passed by the start script (from the API's DEMO_ACCOUNTS). */
const accounts = new Map(JSON.parse(values.accounts).map((account) => [account.email, account]));
const password = process.env.DEMO_PASSWORD;
const folder = join(values.data, 'dev-identity-provider');
const { jwks, cookieKeys } = devIdpKeys(folder);
FileAdapter.open(join(folder, 'state.json'));

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
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name'] },
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
        ctx.body = logoutPage(form);
      },
      postLogoutSuccessSource: (ctx) => {
        ctx.body = messagePage('Signed out', 'You are signed out of the development sign-in provider.');
      },
    },
  },
  clientBasedCORS: (_ctx, origin) => origins.includes(origin),
  findAccount: (_ctx, id) => {
    const account = accounts.get(id);
    if (!account) return undefined;
    return {
      accountId: id,
      claims: () => ({
        sub: id,
        email: id,
        email_verified: true,
        name: account.firstName,
        given_name: account.firstName,
      }),
    };
  },
  // The portal is this provider's only client and first-party: no consent page.
  loadExistingGrant: async (ctx) => {
    const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
  interactions: { url: (_ctx, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
  renderError: (ctx, out) => {
    ctx.type = 'html';
    ctx.body = messagePage('Sign-in failed', `${out.error}: ${out.error_description ?? ''}`);
  },
});
// Behind the origin: the browser's host and scheme come in X-Forwarded-* headers.
provider.proxy = true;

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

/** The login page and its form: the demo accounts with the demo password, nothing else. */
async function interaction(request, response, uid, action) {
  const details = await provider.interactionDetails(request, response);
  if (details.uid !== uid) return sendHtml(response, 400, messagePage('Sign-in failed', 'This sign-in has expired.'));
  if (details.prompt.name !== 'login') {
    // Consent is granted by loadExistingGrant; any other prompt is finished as is.
    return provider.interactionFinished(request, response, {}, { mergeWithLastSubmission: true });
  }
  if (request.method === 'POST' && action === 'login') {
    const form = await readForm(request);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (accounts.has(email) && form.get('password') === password) {
      return provider.interactionFinished(
        request,
        response,
        { login: { accountId: email } },
        { mergeWithLastSubmission: false },
      );
    }
    return sendHtml(response, 401, loginPage(uid, email, 'That e-mail and password are not a demo account.'));
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
