import type { AddressInfo } from 'node:net';
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack.js';

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
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      const refusedForCsrf = audit.name.startsWith('MAY') && audit.name.includes('GET');
      const passed = result.status === 'ok' || (refusedForCsrf && result.status === 'notice');
      expect(passed ? 'passed' : `${result.status}: ${'reason' in result ? result.reason : ''}`).toBe('passed');
    });
  }
});
