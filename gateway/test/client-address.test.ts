import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '@portal/domain';
import { DEMO_PASSWORD, startStack, type Stack } from './stack.js';

const EMAIL = 'admin@demo.school';
const WRONG = `${DEMO_PASSWORD}x`;
const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { role } }';

/** A wrong password for the demo admin, through /api/v1 or GraphQL, from `remoteAddress` with these X-Forwarded-For. */
async function wrongSignIn(stack: Stack, via: 'rest' | 'graphql', remoteAddress: string, forwardedFor?: string) {
  const headers = { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) };
  if (via === 'rest') {
    const answer = await stack.origin.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      remoteAddress,
      headers,
      payload: JSON.stringify({ email: EMAIL, password: WRONG }),
    });
    return answer.statusCode;
  }
  const answer = await stack.origin.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers,
    payload: JSON.stringify({ query: SIGN_IN, variables: { input: { email: EMAIL, password: WRONG } } }),
  });
  const code = (answer.json() as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
  return code === 'TOO_MANY_REQUESTS' ? 429 : 401;
}

describe.each(['rest', 'graphql'] as const)('the browser’s address through the origin (%s)', (via) => {
  describe('behind one trusted proxy (TRUST_PROXY=true)', () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ demo: true, trustProxy: parseTrustProxy('true') });
    });
    afterAll(() => stack.close());

    it('is the one the proxy appended: a new leftmost X-Forwarded-For does not escape the limit', async () => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        statuses.push(await wrongSignIn(stack, via, '10.0.0.2', `198.51.100.${attempt}, 203.0.113.9`));
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // Another browser behind the same proxy is counted apart.
      expect(await wrongSignIn(stack, via, '10.0.0.2', '203.0.113.10')).toBe(401);
    });
  });

  describe('behind the proxies TRUST_PROXY lists', () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ demo: true, trustProxy: parseTrustProxy('10.0.0.0/8') });
    });
    afterAll(() => stack.close());

    it('is the first address from the right that is not one of them', async () => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        statuses.push(await wrongSignIn(stack, via, '10.0.0.2', `198.51.100.${attempt}, 203.0.113.9, 10.1.1.1`));
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it('is the caller itself when the caller is no listed proxy, whatever it writes', async () => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        statuses.push(await wrongSignIn(stack, via, '192.0.2.30', `198.51.100.${attempt}`));
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });

  describe('with no proxy trusted (the default)', () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ demo: true });
    });
    afterAll(() => stack.close());

    it('is the connection’s own address, whatever X-Forwarded-For says', async () => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        statuses.push(await wrongSignIn(stack, via, '192.0.2.40', `198.51.100.${attempt}`));
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect(await wrongSignIn(stack, via, '192.0.2.41')).toBe(401);
    });
  });
});

describe('the development sign-in provider’s headers, sent by a browser through the origin', () => {
  const secret = 'this-run-s-secret';
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ demo: true, devIdentityProviderSecret: secret });
  });
  afterAll(() => stack.close());

  it('are not passed on: even a browser that knew the secret cannot name its own address and escape the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const answer = await stack.origin.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        remoteAddress: '203.0.113.20',
        headers: {
          'content-type': 'application/json',
          'x-dev-idp-secret': secret,
          'x-dev-idp-client-address': `198.51.100.${attempt}`,
        },
        payload: JSON.stringify({ email: EMAIL, password: WRONG }),
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
