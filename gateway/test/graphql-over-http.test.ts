import type { AddressInfo } from 'node:net';
import { serverAudits, type Audit } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startStack, type Stack } from './stack.js';

/**
 * The GraphQL over HTTP conformance audit (graphql-http's own), against the
 * real origin and API. Every MUST and SHOULD passes; the three MAY notices
 * left are GET requests without a preflight header, which Apollo's CSRF
 * prevention refuses on purpose.
 */
describe('GraphQL over HTTP', () => {
  let stack: Stack;
  let url: string;
  beforeAll(async () => {
    stack = await startStack();
    await stack.origin.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(stack.origin.server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await stack.close();
  });

  for (const audit of serverAudits({ url: () => url })) {
    it(`${audit.id} ${audit.name}`, () => expectPassed(audit));
  }
});

/** The same audit for an integration: every request carries a real API token (its cost and budget apply). */
describe('GraphQL over HTTP, as an API token holder', () => {
  let stack: Stack;
  let url: string;
  let authorization = '';
  beforeAll(async () => {
    stack = await startStack({ demo: true });
    await stack.origin.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(stack.origin.server.address() as AddressInfo).port}/graphql`;
    const admin = await signedIn(stack, 'admin@demo.school');
    const made = await admin.graphql<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(input: { name: "Audit", role: TEACHER, lifetimeDays: 7 }) { token } }`,
    );
    authorization = `Bearer ${made.data?.createApiToken.token}`;
  });
  afterAll(async () => {
    await stack.close();
  });

  const withToken: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', authorization);
    return fetch(input, { ...init, headers });
  };
  for (const audit of serverAudits({ url: () => url, fetchFn: withToken })) {
    it(`${audit.id} ${audit.name}`, () => expectPassed(audit));
  }
});

async function expectPassed(audit: Audit): Promise<void> {
  const result = await audit.fn();
  const refusedForCsrf = audit.name.startsWith('MAY') && audit.name.includes('GET');
  const passed = result.status === 'ok' || (refusedForCsrf && result.status === 'notice');
  expect(passed ? 'passed' : `${result.status}: ${'reason' in result ? result.reason : ''}`).toBe('passed');
}
