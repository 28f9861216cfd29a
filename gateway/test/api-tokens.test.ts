import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { ATTEMPT_FEED, type AttemptFeed } from '@portal/api';
import { Caller, signedIn, startStack, type Stack } from './stack.js';

interface Answer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const CREATE = `mutation($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id name role lastUsedAt createdBy { email } } }
}`;
const ROSTER = `{ people(role: STUDENT, first: 3) { totalCount edges { node { firstName } } } }`;
const ADMIN_ONLY = `mutation($ids: [ID!]!) { deleteUsers(input: { userIds: $ids }) { deletedIds } }`;

describe('API tokens through the gateway', () => {
  let stack: Stack;
  let admin: Caller;
  beforeAll(async () => {
    stack = await startStack({ demo: true });
    admin = await signedIn(stack, 'admin@demo.school');
  });
  afterAll(() => stack.close());

  async function withToken<T>(token: string, query: string, variables?: Record<string, unknown>) {
    const response = await stack.origin.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ query, variables }),
    });
    return { response, answer: response.json() as Answer<T> };
  }

  async function makeToken(role: 'ADMIN' | 'TEACHER') {
    const made = await admin.graphql<{ createApiToken: { token: string; apiToken: { id: string } } }>(CREATE, {
      input: { name: `${role} sync`, role, lifetimeDays: 30 },
    });
    expect(made.errors).toBeUndefined();
    return made.data!.createApiToken;
  }

  it('an admin makes a token in the portal, shown once; it reads the roster with curl-like calls', async () => {
    const { token, apiToken } = await makeToken('TEACHER');
    expect(token).toMatch(/^sp_teacher_[\w-]{43}$/);
    const { answer } = await withToken<{ people: { totalCount: number } }>(token, ROSTER);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.people.totalCount).toBe(30);
    const list = await admin.graphql<{ apiTokens: { edges: { node: { id: string; lastUsedAt: string | null } }[] } }>(
      `{ apiTokens { edges { node { id name role lastUsedAt createdBy { email } } } } }`,
    );
    expect(JSON.stringify(list)).not.toContain(token);
    const listed = list.data?.apiTokens.edges.find((edge) => edge.node.id === apiToken.id);
    expect(listed?.node.lastUsedAt).toEqual(expect.any(String));
  });

  it('a teacher token gets FORBIDDEN on an admin field without any REST call', async () => {
    const { token } = await makeToken('TEACHER');
    stack.restCalls.length = 0;
    const { answer } = await withToken(token, ADMIN_ONLY, { ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.restCalls).toEqual([]);
    const { answer: tokens } = await withToken(token, '{ apiTokens { totalCount } }');
    expect(tokens.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.restCalls).toEqual([]);
  });

  it('a token whose text claims a role it was not given signs nobody in, and changes nothing', async () => {
    const forged = `sp_admin_${randomBytes(32).toString('base64url')}`;
    const { answer } = await withToken(forged, ADMIN_ONLY, { ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stack.restCalls).toEqual(['GET /api/v1/auth/status']);
  });

  it('a revoked token is refused from the next call on; a token cannot make or list tokens', async () => {
    const { token, apiToken } = await makeToken('ADMIN');
    const { answer: own } = await withToken(token, '{ apiTokens { totalCount } }');
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const revoked = await admin.graphql(`mutation($id: ID!) { revokeApiToken(id: $id) { id } }`, { id: apiToken.id });
    expect(revoked.errors).toBeUndefined();
    const { answer } = await withToken(token, ROSTER);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('accounts a token creates come without a password, and its parent links wait for a person', async () => {
    const { token, apiToken } = await makeToken('ADMIN');
    const { answer: created } = await withToken<{
      createAccounts: { created: { password: string | null; user: { id: string; email: string } }[] };
    }>(
      token,
      `mutation($input: CreateAccountsInput!) { createAccounts(input: $input) { created { password user { id email } } } }`,
      {
        input: {
          accounts: [
            { firstName: 'Synced', lastName: 'Teacher', email: 'synced.teacher@demo.school', roles: ['TEACHER'] },
            { firstName: 'Synced', lastName: 'Parent', email: 'synced.parent@demo.school', roles: ['PARENT'] },
          ],
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const accounts = created.data!.createAccounts.created;
    expect(accounts.map((account) => account.password)).toEqual([null, null]);
    const parentId = accounts[1]!.user.id;

    const { answer: linked } = await withToken<{
      linkChild: { user: { children: { totalCount: number }; pendingChildren: { totalCount: number } } };
    }>(
      token,
      `mutation($input: LinkChildInput!) { linkChild(input: $input) { user { children { totalCount } pendingChildren { totalCount } } } }`,
      { input: { parentId, childEmail: 'student19@demo.school' } },
    );
    expect(linked.errors).toBeUndefined();
    expect(linked.data?.linkChild.user).toEqual({ children: { totalCount: 0 }, pendingChildren: { totalCount: 1 } });

    await admin.graphql(`mutation($id: ID!) { revokeApiToken(id: $id) { id } }`, { id: apiToken.id });
    for (const { user } of accounts) {
      const signIn = await new Caller(stack.origin).graphql(
        `mutation($input: SignInInput!) { signIn(input: $input) { role } }`,
        { input: { email: user.email, password: 'Demo!2345' } },
      );
      expect(signIn.errors?.[0]?.extensions?.code, user.email).toBe('UNAUTHENTICATED');
    }
  });

  it('a subscription opened with a token (in connection_init) ends within 2 s of its revocation', async () => {
    const { token, apiToken } = await makeToken('ADMIN');
    const groups = await admin.graphql<{ groups: { edges: { node: { id: string } }[] } }>(
      `{ groups(first: 1) { edges { node { id } } } }`,
    );
    const groupId = groups.data?.groups.edges[0]?.node.id;
    await stack.origin.listen({ port: 0, host: '127.0.0.1' });
    const port = (stack.origin.server.address() as AddressInfo).port;
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      connectionParams: { Authorization: `Bearer ${token}` },
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
    });
    const listening = () => stack.api.getDecorator<AttemptFeed>(ATTEMPT_FEED).listenerCount;
    const before = listening();
    let ended = false;
    const events = client.iterate({
      query: `subscription($groupId: ID) { attemptRecorded(groupId: $groupId) { studentId } }`,
      variables: { groupId },
    });
    const reading = (async () => {
      try {
        for await (const event of events) expect(event.errors).toBeUndefined();
      } finally {
        ended = true;
      }
    })();
    try {
      // The API's stream is open for it: the token is good.
      await expect.poll(listening, { timeout: 5000 }).toBe(before + 1);
      expect(ended).toBe(false);
      await admin.graphql(`mutation($id: ID!) { revokeApiToken(id: $id) { id } }`, { id: apiToken.id });
      await vi.waitFor(() => expect(ended).toBe(true), { timeout: 2000, interval: 50 });
      await reading.catch(() => {});
      expect(listening()).toBe(before);
    } finally {
      await client.dispose();
    }
  });

  it('a name with a control character or an unknown lifetime is refused, and no token is made', async () => {
    const before = await admin.graphql<{ apiTokens: { totalCount: number } }>('{ apiTokens { totalCount } }');
    for (const input of [
      { name: 'Bell\u0007', role: 'TEACHER', lifetimeDays: 30 },
      { name: 'Sync', role: 'TEACHER', lifetimeDays: 31 },
    ]) {
      const answer = await admin.graphql(CREATE, { input });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const after = await admin.graphql<{ apiTokens: { totalCount: number } }>('{ apiTokens { totalCount } }');
    expect(after.data?.apiTokens.totalCount).toBe(before.data?.apiTokens.totalCount);
  });
});
