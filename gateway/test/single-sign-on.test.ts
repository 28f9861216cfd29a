import { FAKE_CLIENT_ID, startFakeIdentityProvider } from '@portal/api';
import { SSO_MESSAGES } from '@portal/domain/sso-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, startStack, type Stack } from './stack.js';

const PROVIDER = `query { singleSignOn { issuer clientId name } }`;
const SSO_SIGN_IN = `mutation($input: SsoSignInInput!) { signInWithSso(input: $input) { role user { email } } }`;
const STATUS = `query { authStatus { authenticated role } }`;
const START = `mutation { startSingleSignOn { nonce } }`;

describe('single sign-on through the gateway', () => {
  let provider: Awaited<ReturnType<typeof startFakeIdentityProvider>>;
  let stack: Stack;
  beforeAll(async () => {
    provider = await startFakeIdentityProvider();
    stack = await startStack({
      demo: true,
      sso: { issuer: provider.issuer, clientId: FAKE_CLIENT_ID, name: 'Keycloak' },
    });
  });
  afterAll(async () => {
    await stack.close();
    await provider.close();
  });

  it('names the provider to a visitor, and signs the demo teacher in with its ID token and a session cookie', async () => {
    const browser = new Caller(stack.origin);
    expect((await browser.graphql(PROVIDER)).data).toEqual({
      singleSignOn: { issuer: provider.issuer, clientId: FAKE_CLIENT_ID, name: 'Keycloak' },
    });
    const started = await browser.graphql(START);
    const nonce = (started.data?.startSingleSignOn as { nonce: string }).nonce;
    const idToken = await provider.idToken({ email: 'teacher1@demo.school', nonce });
    // The same token from a browser that did not start this sign-in: refused, with the API's words.
    const elsewhere = await new Caller(stack.origin).graphql(SSO_SIGN_IN, { input: { idToken, nonce } });
    expect(elsewhere.errors?.[0]).toMatchObject({
      message: SSO_MESSAGES.notStartedHere,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const answer = await browser.graphql(SSO_SIGN_IN, { input: { idToken, nonce } });
    expect(answer).toEqual({ data: { signInWithSso: { role: 'TEACHER', user: { email: 'teacher1@demo.school' } } } });
    expect(await browser.graphql(STATUS)).toEqual({ data: { authStatus: { authenticated: true, role: 'TEACHER' } } });

    // Its nonce cookie was spent: the same token again in that browser is refused too.
    const again = await browser.graphql(SSO_SIGN_IN, { input: { idToken, nonce } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('without a provider', () => {
  it('answers null, not an error', async () => {
    const stack = await startStack();
    try {
      expect(await new Caller(stack.origin).graphql(PROVIDER)).toEqual({ data: { singleSignOn: null } });
      const start = await new Caller(stack.origin).graphql(START);
      expect(start.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await stack.close();
    }
  });
});
