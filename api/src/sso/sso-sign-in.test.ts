import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_CLIENT_ID,
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from '../testing/fake-identity-provider.js';
import { post, registerSchool, sessionTokenOf, startTestApi, withSession, type TestApi } from '../testing/test-api.js';
import { noAccountFor, SSO_MESSAGES } from '@portal/domain/sso-texts';
import { SSO_NONCE_COOKIE } from './sso-nonce-cookie.js';

let provider: FakeIdentityProvider;
let api: TestApi;
let email: string;
let adminSession: ReturnType<typeof withSession>;
beforeAll(async () => {
  provider = await startFakeIdentityProvider();
  api = await startTestApi({
    sso: { issuer: provider.issuer, clientId: FAKE_CLIENT_ID, name: 'Hill School Keycloak' },
  });
  const registered = await registerSchool(api.app);
  email = String(registered.form.email);
  adminSession = withSession(registered.token);
});
afterAll(async () => {
  await api.close();
  await provider.close();
});

/** What the browser does first: the API's nonce for this sign-in, also left in its cookie. */
async function begin(app = api.app): Promise<string> {
  return (await post(app, '/api/v1/auth/sso/start', {})).json().data.nonce as string;
}
/** The ID token back from the provider, sent by the browser holding `cookie` (its nonce cookie; default: the nonce's). */
const signOn = (
  idToken: string,
  nonce: string,
  { app = api.app, cookie }: { app?: TestApi['app']; cookie?: string | null } = {},
) => {
  const held = cookie === undefined ? nonce : cookie;
  return post(app, '/api/v1/auth/sso', { idToken, nonce }, { cookies: held ? { [SSO_NONCE_COOKIE]: held } : {} });
};

const refusal = (message: string) => ({ error: { code: 'UNAUTHENTICATED', message } });

describe('single sign-on with an ID token', () => {
  it('names the provider for the sign-in page', async () => {
    const response = await api.app.inject({ url: '/api/v1/auth/sso' });
    expect(response.json()).toEqual({
      data: { issuer: provider.issuer, clientId: FAKE_CLIENT_ID, name: 'Hill School Keycloak' },
    });
  });

  it('signs in the account with the e-mail the provider vouches for, in any case, with a session', async () => {
    const nonce = await begin();
    const response = await signOn(await provider.idToken({ email: email.toUpperCase(), nonce }), nonce);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ role: 'admin', user: { email } });
    const status = await api.app.inject({ url: '/api/v1/auth/status', ...withSession(sessionTokenOf(response)) });
    expect(status.statusCode).toBe(200);
  });

  it('refuses a token signed with a key the provider never published', async () => {
    const nonce = await begin();
    const response = await signOn(
      await provider.idToken({ email, nonce }, { signedWith: provider.strangerKey }),
      nonce,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusal(SSO_MESSAGES.notVerified));
    expect(sessionTokenOf(response)).toBeUndefined();
  });

  it('refuses a token for another client, and one from another issuer', async () => {
    const nonce = await begin();
    const otherClient = await signOn(await provider.idToken({ email, nonce, aud: 'another-app' }), nonce);
    const otherIssuer = await signOn(await provider.idToken({ email, nonce, iss: 'https://evil.example' }), nonce);
    expect(otherClient.json()).toEqual(refusal(SSO_MESSAGES.notVerified));
    expect(otherIssuer.json()).toEqual(refusal(SSO_MESSAGES.notVerified));
  });

  it('refuses an expired token', async () => {
    const nonce = await begin();
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    const response = await signOn(await provider.idToken({ email, nonce }, { expiresIn: anHourAgo }), nonce);
    expect(response.json()).toEqual(refusal(SSO_MESSAGES.notVerified));
  });

  it('refuses a token whose nonce is not the one this sign-in made', async () => {
    const response = await signOn(await provider.idToken({ email, nonce: await begin() }), await begin());
    expect(response.json()).toEqual(refusal(SSO_MESSAGES.notVerified));
  });

  it('gives each sign-in a nonce of its own, kept in an HttpOnly cookie for ten minutes', async () => {
    const started = await post(api.app, '/api/v1/auth/sso/start', {});
    const { nonce } = started.json().data;
    expect(nonce).toMatch(/^[\w-]{43}$/);
    expect(nonce).not.toBe(await begin());
    expect(started.cookies).toContainEqual(
      expect.objectContaining({ name: SSO_NONCE_COOKIE, value: nonce, httpOnly: true, sameSite: 'Lax', maxAge: 600 }),
    );
  });

  it('signs nobody in with a good token in a browser that did not start that sign-in', async () => {
    const nonce = await begin();
    const token = await provider.idToken({ email, nonce });
    // Copied out of the browser (a log, a screenshot) to another machine: no cookie there, or another sign-in's.
    for (const cookie of [null, await begin()]) {
      const response = await signOn(token, nonce, { cookie });
      expect(response.json()).toEqual(refusal(SSO_MESSAGES.notStartedHere));
      expect(sessionTokenOf(response)).toBeUndefined();
    }
  });

  it('refuses a replayed token: its nonce was used once', async () => {
    const nonce = await begin();
    const token = await provider.idToken({ email, nonce });
    expect((await signOn(token, nonce)).statusCode).toBe(200);
    const replay = await signOn(token, nonce);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(refusal(SSO_MESSAGES.replayed));
    expect(sessionTokenOf(replay)).toBeUndefined();
  });

  it('makes no account for an e-mail no one uses, and says so', async () => {
    const nonce = await begin();
    const response = await signOn(await provider.idToken({ email: 'stranger@elsewhere.org', nonce }), nonce);
    expect(response.json()).toEqual(refusal(noAccountFor('stranger@elsewhere.org')));
    const again = await post(api.app, '/api/v1/auth/signin', {
      email: 'stranger@elsewhere.org',
      password: 'Any!pass1',
    });
    expect(again.statusCode).toBe(401);
  });

  it('signs in no account made through an API token until a person in a session gives it a password', async () => {
    const made = await post(
      api.app,
      '/api/v1/api-tokens',
      { name: 'Roster sync', role: 'admin', lifetimeDays: 7 },
      adminSession,
    );
    const synced = 'synced.teacher@hill.school';
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/school/register-users',
      payload: [{ firstName: 'Syn', lastName: 'Ced', email: synced, role: ['teacher'] }],
      headers: { authorization: `Bearer ${made.json().data.token}` },
    });
    const { userId } = created.json().data.new_users[0];
    const nonce = await begin();
    const refused = await signOn(await provider.idToken({ email: synced, nonce }), nonce);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(refusal(SSO_MESSAGES.awaitingPassword));
    expect(sessionTokenOf(refused)).toBeUndefined();

    const reset = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/user/${userId}`,
      payload: { password: 'Given!by1admin' },
      ...adminSession,
    });
    expect(reset.statusCode).toBe(200);
    const again = await begin();
    const signedIn = await signOn(await provider.idToken({ email: synced, nonce: again }), again);
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuses an e-mail the provider has not verified, or does not say it verified', async () => {
    for (const verified of [{ email_verified: false }, { email_verified: undefined }, { email_verified: 'true' }]) {
      const nonce = await begin();
      const response = await signOn(await provider.idToken({ email, ...verified, nonce }), nonce);
      expect(response.json()).toEqual(refusal(SSO_MESSAGES.emailNotVerified));
      expect(sessionTokenOf(response)).toBeUndefined();
    }
  });
});

describe('a provider the API reaches at another address than the browser', () => {
  it('reads discovery where OIDC_DISCOVERY_URL says and still checks the issuer the browser knows', async () => {
    const behindProxy = await startFakeIdentityProvider({ publicIssuer: 'http://localhost:8080/idp/realms/school' });
    const settings = { issuer: behindProxy.issuer, clientId: FAKE_CLIENT_ID, name: 'Keycloak' };
    const direct = await startTestApi({ sso: settings });
    const viaDiscovery = await startTestApi({ sso: { ...settings, discoveryUrl: behindProxy.discoveryUrl } });
    try {
      const school = String((await registerSchool(viaDiscovery.app)).form.email);
      const nonce = await begin(viaDiscovery.app);
      const token = await behindProxy.idToken({ email: school, nonce });
      const signedIn = await signOn(token, nonce, { app: viaDiscovery.app });
      expect(signedIn.statusCode).toBe(200);
      const other = await begin(direct.app);
      const unreachable = await signOn(await behindProxy.idToken({ email: school, nonce: other }), other, {
        app: direct.app,
      });
      expect(unreachable.statusCode).toBe(503);
    } finally {
      await Promise.all([direct.close(), viaDiscovery.close()]);
      await behindProxy.close();
    }
  });
});

describe('a provider whose keys cannot be read', () => {
  it('answers 503, not a refusal of the token', async () => {
    // Discovery answers, naming a key set that a proxy answers with an error page, or on a port nothing listens on.
    let jwksUri = '';
    const discovery = createServer((request, response) => {
      if (request.url === '/certs') {
        response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ issuer: provider.issuer, jwks_uri: jwksUri }));
    });
    await new Promise<void>((listening) => discovery.listen(0, '127.0.0.1', listening));
    const served = `http://127.0.0.1:${(discovery.address() as AddressInfo).port}`;
    try {
      for (const uri of [`${served}/certs`, 'http://127.0.0.1:9/certs']) {
        jwksUri = uri;
        const keysDown = await startTestApi({
          sso: { issuer: provider.issuer, clientId: FAKE_CLIENT_ID, name: 'Keycloak', discoveryUrl: `${served}/` },
        });
        try {
          const school = String((await registerSchool(keysDown.app)).form.email);
          const nonce = await begin(keysDown.app);
          const token = await provider.idToken({ email: school, nonce });
          const response = await signOn(token, nonce, { app: keysDown.app });
          expect(response.statusCode).toBe(503);
          expect(response.json().error.message).toBe(SSO_MESSAGES.providerUnreachable);
          // The provider's trouble does not spend this browser's sign-in: it may try again.
          expect(response.cookies.find((cookie) => cookie.name === SSO_NONCE_COOKIE)).toBeUndefined();
        } finally {
          await keysDown.close();
        }
      }
    } finally {
      await new Promise((closed) => discovery.close(closed));
    }
  });
});

describe('without a provider', () => {
  it('says single sign-on is not configured', async () => {
    const plain = await startTestApi();
    try {
      const settings = await plain.app.inject({ url: '/api/v1/auth/sso' });
      expect(settings.statusCode).toBe(404);
      expect((await post(plain.app, '/api/v1/auth/sso/start', {})).statusCode).toBe(404);
      const attempt = await post(plain.app, '/api/v1/auth/sso', { idToken: 'x.y.z', nonce: 'n'.repeat(43) });
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json().error.message).toBe(SSO_MESSAGES.notConfigured);
    } finally {
      await plain.close();
    }
  });
});
