import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startStack, type Stack } from './stack.js';

const SIGN_IN = JSON.stringify({
  query: 'mutation($input: SignInInput!) { signIn(input: $input) { role } }',
  variables: { input: { email: 'admin@demo.school', password: DEMO_PASSWORD } },
});

/** The origin behind a TLS-terminating load balancer, which says so in X-Forwarded-Proto. */
describe('the session cookie behind HTTPS', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ demo: true, trustProxy: { hops: 1 } });
  });
  afterAll(async () => {
    await stack.close();
  });

  const signIn = (proto: string) =>
    stack.origin.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': proto },
      payload: SIGN_IN,
    });

  it('is Secure when the browser reached the origin over HTTPS, through GraphQL and through /api/v1', async () => {
    const viaGraphQL = await signIn('https');
    expect(String(viaGraphQL.headers['set-cookie'])).toMatch(/portal_session=.*;\s*Secure/i);
    const viaRest = await stack.origin.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      payload: JSON.stringify({ email: 'admin@demo.school', password: DEMO_PASSWORD }),
    });
    expect(String(viaRest.headers['set-cookie'])).toMatch(/portal_session=.*;\s*Secure/i);
  });

  it('is not Secure over plain HTTP (a school trying the portal on its own machine)', async () => {
    const answer = await signIn('http');
    expect(String(answer.headers['set-cookie'])).toMatch(/portal_session=/);
    expect(String(answer.headers['set-cookie'])).not.toMatch(/Secure/i);
  });
});
