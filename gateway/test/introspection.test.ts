import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn, startStack, type Caller, type Stack } from './stack.js';

interface Answer {
  data?: { __schema?: { queryType: { name: string } }; __type?: unknown; __typename?: string } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** GraphiQL's own question for the schema (what its docs pane and completion read). */
const GRAPHIQL = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true });
const asked = {
  schema: '{ __schema { queryType { name } } }',
  type: '{ __type(name: "Query") { name } }',
  // The same, hidden in a fragment on the root.
  fragment: 'query { ...Schema } fragment Schema on Query { __schema { queryType { name } } }',
  graphiql: GRAPHIQL,
};

/** A request from nobody: no session, no token. */
async function anonymous(stack: Stack, query: string) {
  const response = await stack.origin.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query }),
  });
  return { status: response.statusCode, answer: response.json() as Answer };
}

describe('introspection with NODE_ENV=production', () => {
  let stack: Stack;
  let admin: Caller;
  let token: string;
  beforeAll(async () => {
    vi.stubEnv('NODE_ENV', 'production');
    stack = await startStack({ demo: true });
    admin = await signedIn(stack, 'admin@demo.school');
    const made = await admin.graphql<{ createApiToken: { token: string } }>(
      `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
      { input: { name: 'schema reader', role: 'TEACHER', lifetimeDays: 7 } },
    );
    if (!made.data) throw new Error(JSON.stringify(made.errors));
    token = made.data.createApiToken.token;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await stack?.close();
  });

  it('is refused to an anonymous caller, saying to sign in or send a token', async () => {
    for (const [kind, query] of Object.entries(asked)) {
      const { status, answer } = await anonymous(stack, query);
      expect(status, kind).toBe(401);
      expect(answer.data ?? undefined, kind).toBeUndefined();
      expect(answer.errors, kind).toEqual([
        { message: expect.stringMatching(/sign in.*API token/i), extensions: { code: 'UNAUTHENTICATED' } },
      ]);
    }
  });

  it('is refused to a made-up token too: the API decides who the caller is', async () => {
    const response = await stack.origin.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sp_teacher_not-a-real-token' },
      payload: JSON.stringify({ query: asked.schema }),
    });
    expect(response.json<Answer>().errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('still lets an anonymous caller ask __typename (no schema in it)', async () => {
    const { status, answer } = await anonymous(stack, '{ __typename }');
    expect(status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ __typename: 'Query' });
  });

  it('works signed in: GraphiQL’s own introspection query answers the schema in a session', async () => {
    const answer = (await admin.graphql(GRAPHIQL)) as Answer;
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.__schema?.queryType.name).toBe('Query');
  });

  it('works with an API token', async () => {
    const response = await stack.origin.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ query: GRAPHIQL }),
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.__schema?.queryType.name).toBe('Query');
  });
});

describe('introspection outside production', () => {
  let stack: Stack;
  beforeAll(async () => {
    vi.stubEnv('NODE_ENV', 'development');
    stack = await startStack({});
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await stack?.close();
  });

  it('is open to anyone, as on a developer’s machine', async () => {
    const { status, answer } = await anonymous(stack, asked.schema);
    expect(status).toBe(200);
    expect(answer.data?.__schema?.queryType.name).toBe('Query');
  });
});
