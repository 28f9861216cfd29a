import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack.js';

/** Variables that do not fit the operation are the caller's mistake: 400 and BAD_USER_INPUT, naming the variable. */
describe('variables that do not fit the operation', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  const post = (query: string, variables: Record<string, unknown>) =>
    stack.origin.inject({
      method: 'POST',
      url: '/graphql',
      // A client that reads GraphQL's own media type gets the 400 (plain application/json gets 200: json-status.ts).
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      payload: JSON.stringify({ query, variables }),
    });

  it('a missing required variable', async () => {
    const response = await post('query($id: ID!) { group(id: $id) { name } }', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: 'Variable "$id" of required type "ID!" was not provided.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('a variable of the wrong type', async () => {
    const response = await post('query($first: Int!) { groups(first: $first) { totalCount } }', { first: 'ten' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(response.json().errors[0].message).toMatch(/\$first/);
  });
});
