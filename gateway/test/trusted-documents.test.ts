import type { AddressInfo } from 'node:net';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TRUSTED_DOCUMENT_REQUIRED } from '../src/trusted-documents/trusted-documents-plugin.js';
import { documentHash, WEB_OPERATIONS } from '../src/trusted-documents/trusted-documents.js';
import { DEMO_PASSWORD, startStack, type Page, type Stack } from './stack.js';

/*
 * GRAPHQL_TRUSTED_DOCUMENTS: a browser session runs only the web client's
 * own operations (the manifest `npm run codegen` writes), by hash or in full;
 * a token holder sends anything within the query limits.
 */

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A POST /graphql with `body` as JSON and `headers`, as any HTTP client sends it. */
async function post(
  stack: Stack,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await stack.origin.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, ...(response.json() as Omit<Answer, 'status'>) };
}

function manifestOperation(name: string) {
  const operation = WEB_OPERATIONS.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`no ${name} in the manifest`);
  return operation;
}

/** Asks for a web operation by its hash alone, as Apollo's persisted query link does. */
function byHash(name: string, variables?: Record<string, unknown>) {
  const { id } = manifestOperation(name);
  return { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } };
}

const codes = (answer: Answer) => (answer.errors ?? []).map((error) => error.extensions?.code);
const ARBITRARY = '{ me { email firstName } }';

/** The session cookie a demo user gets from the web client's own SignIn operation, sent by hash. */
async function sessionOf(stack: Stack, email: string): Promise<string> {
  const response = await stack.origin.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(byHash('SignIn', { input: { email, password: DEMO_PASSWORD } })),
  });
  expect(response.json()).toMatchObject({ data: { signIn: { role: 'ADMIN' } } });
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  return cookies.map((line) => line.split(';')[0]).join('; ');
}

describe('with GRAPHQL_TRUSTED_DOCUMENTS on', () => {
  let stack: Stack;
  let cookie: string;

  beforeAll(async () => {
    stack = await startStack({ demo: true, origin: { trustedDocumentsOnly: true } });
    cookie = await sessionOf(stack, 'admin@demo.school');
  });
  afterAll(() => stack.close());

  it('runs a web page’s operation for a signed-in browser, asked for by its hash alone', async () => {
    const answer = await post(stack, byHash('MyGroupsPage'), { cookie });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({ groups: { totalCount: expect.any(Number) } });
  });

  it('runs a web page’s operation sent in full, its fragments in any order', async () => {
    const { body } = manifestOperation('GroupResultPage');
    const reordered = parse(body);
    expect(reordered.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).length).toBeGreaterThan(1);
    const text = print({ ...reordered, definitions: [...reordered.definitions].reverse() });
    expect(text).not.toBe(body);
    const groups = await post(stack, byHash('MyGroupsPage'), { cookie });
    const group = (groups.data as { groups: Page<{ id: string; name: string }> }).groups.edges[0]?.node;
    const answer = await post(stack, { query: text, variables: { id: group?.id } }, { cookie });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({
      group: { name: group?.name, result: { totalAssignments: expect.any(Number) } },
    });
  });

  it('refuses any other query from a browser session, before a REST call, saying to use an API token', async () => {
    stack.restCalls.length = 0;
    const answer = await post(stack, { query: ARBITRARY }, { cookie });
    expect(answer.status).toBe(400);
    expect(answer.data).toBeUndefined();
    expect(codes(answer)).toEqual([TRUSTED_DOCUMENT_REQUIRED]);
    expect(answer.errors?.[0]?.message).toMatch(/API token.*Authorization: Bearer/);
    expect(stack.restCalls).toEqual([]);
  });

  it('refuses a visitor’s query too, and one changed by a single field from a web operation', async () => {
    expect(codes(await post(stack, { query: ARBITRARY }))).toEqual([TRUSTED_DOCUMENT_REQUIRED]);
    const widened = manifestOperation('AuthState').body.replace('roles', 'roles\n    email: __typename');
    expect(codes(await post(stack, { query: widened }, { cookie }))).toEqual([TRUSTED_DOCUMENT_REQUIRED]);
  });

  it('lets no browser register a query of its own by hash (automatic persisted queries)', async () => {
    const sha256Hash = documentHash(ARBITRARY);
    const register = await post(
      stack,
      { query: ARBITRARY, extensions: { persistedQuery: { version: 1, sha256Hash } } },
      { cookie },
    );
    expect(codes(register)).toEqual([TRUSTED_DOCUMENT_REQUIRED]);
    const again = await post(stack, { extensions: { persistedQuery: { version: 1, sha256Hash } } }, { cookie });
    expect(codes(again)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });

  it('lets a token holder’s query through to the API, which decides on the token', async () => {
    const answer = await post(stack, { query: ARBITRARY }, { authorization: 'Bearer made-up-token' });
    expect(codes(answer)).not.toContain(TRUSTED_DOCUMENT_REQUIRED);
    expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
  });

  it('holds a token holder to the query limits all the same', async () => {
    const deep = `{ me { groups(first: 1) { edges { node { students(first: 1) { edges { node { groups(first: 1) { edges { node { id } } } } } } } } } } }`;
    const answer = await post(stack, { query: deep }, { authorization: 'Bearer made-up-token' });
    expect(codes(answer)).toEqual(['QUERY_LIMIT_EXCEEDED']);
  });

  describe('over the subscription socket', () => {
    const clients: Client[] = [];
    let url: string;

    beforeAll(async () => {
      await stack.origin.listen({ port: 0, host: '127.0.0.1' });
      url = `ws://127.0.0.1:${(stack.origin.server.address() as AddressInfo).port}/graphql`;
    });
    afterAll(() => Promise.all(clients.map((client) => client.dispose())));

    function socketOf(sessionCookie: string, connectionParams?: Record<string, string>): Client {
      class BrowserLikeSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: sessionCookie } });
        }
      }
      const client = createClient({
        url,
        webSocketImpl: BrowserLikeSocket,
        retryAttempts: 0,
        lazy: true,
        ...(connectionParams ? { connectionParams } : {}),
      });
      clients.push(client);
      return client;
    }

    it('refuses a subscription that is not the web client’s, and takes the web client’s own', async () => {
      const own = `subscription($id: ID) { attemptRecorded(assignmentId: $id) { studentId } }`;
      const refused = socketOf(cookie).iterate({ query: own, variables: { id: null } });
      await expect(refused.next()).rejects.toMatchObject([{ extensions: { code: TRUSTED_DOCUMENT_REQUIRED } }]);

      // A visitor's socket: the web client's subscription is taken, and the API refuses the visitor.
      const { body } = manifestOperation('AttemptRecorded');
      const taken = socketOf('').iterate({ query: body, variables: { assignmentId: null, groupId: null } });
      const { value } = (await taken.next()) as { value?: Answer };
      expect(codes(value ?? { status: 0 })).toEqual(['UNAUTHENTICATED']);
    });

    it('takes any subscription from a token holder (its token in connection_init), which the API checks', async () => {
      const made = await stack.origin.inject({
        method: 'POST',
        url: '/api/v1/api-tokens',
        headers: { cookie },
        payload: { name: 'Live feed', role: 'teacher', lifetimeDays: 7 },
      });
      const authorization = `Bearer ${made.json().data.token}`;
      // Its own selection, not the web client's: taken; an assignment nobody has answers the API's 404.
      const own = `subscription($id: ID) { attemptRecorded(assignmentId: $id) { studentId questId } }`;
      const variables = { id: '00000000-0000-4000-8000-000000000000' };
      const taken = socketOf('', { Authorization: authorization }).iterate({ query: own, variables });
      const { value } = (await taken.next()) as { value?: Answer };
      expect(codes(value ?? { status: 0 })).toEqual(['NOT_FOUND']);
      // A token the API does not know is taken past the trusted check, then refused by the API.
      const forged = socketOf('', { Authorization: 'Bearer sp_admin_forged' }).iterate({ query: own, variables });
      const { value: refused } = (await forged.next()) as { value?: Answer };
      expect(codes(refused ?? { status: 0 })).toEqual(['UNAUTHENTICATED']);
    });
  });
});

describe('with GRAPHQL_TRUSTED_DOCUMENTS off (the default, for GraphiQL with a session)', () => {
  let stack: Stack;
  let cookie: string;

  beforeAll(async () => {
    stack = await startStack({ demo: true });
    cookie = await sessionOf(stack, 'admin@demo.school');
  });
  afterAll(() => stack.close());

  it('runs a browser session’s own query', async () => {
    const answer = await post(stack, { query: ARBITRARY }, { cookie });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({ me: { email: 'admin@demo.school' } });
  });

  it('still knows the web client’s operations by hash', async () => {
    const answer = await post(stack, byHash('AuthState'), { cookie });
    expect(answer.data).toMatchObject({ authStatus: { authenticated: true } });
  });
});

describe('the manifest', () => {
  const WEB = fileURLToPath(new URL('../../web/src', import.meta.url));
  const graphqlFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return graphqlFiles(path);
      return entry.name.endsWith('.graphql') ? [path] : [];
    });

  it('holds every operation of web/, each under the sha256 of its text', () => {
    const names = graphqlFiles(WEB).flatMap((file) =>
      parse(readFileSync(file, 'utf8')).definitions.flatMap((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION ? [definition.name?.value] : [],
      ),
    );
    expect(names.length).toBeGreaterThan(10);
    expect(WEB_OPERATIONS.map((operation) => operation.name).sort()).toEqual(names.sort());
    for (const operation of WEB_OPERATIONS) expect(documentHash(operation.body)).toBe(operation.id);
  });
});
