import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { documentHash } from '../src/trusted-documents/trusted-documents.js';
import { signedIn, startStack, withoutViewer, type Caller, type Stack } from './stack.js';

interface Answer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Requests no client of ours sends, each the caller's mistake: a 400 with
 * BAD_USER_INPUT or BAD_REQUEST and a message saying what to change, never
 * INTERNAL_SERVER_ERROR (nor UNAVAILABLE, which asks to send it again), and
 * refused before any REST call.
 */
describe('bad requests through the gateway', () => {
  let stack: Stack;
  let admin: Caller;
  let cookie: string;
  beforeAll(async () => {
    stack = await startStack({ demo: true });
    admin = await signedIn(stack, 'admin@demo.school');
    cookie = admin.cookieHeader;
  });
  afterAll(async () => {
    await stack.close();
  });

  /** POST /graphql as the signed-in admin, as a client reading GraphQL's own media type (so a 400 stays 400). */
  async function post(body: Record<string, unknown>) {
    stack.restCalls.length = 0;
    const response = await stack.origin.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', cookie },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, answer: response.json<Answer>(), calls: withoutViewer(stack.restCalls) };
  }

  const over16KB = 'a'.repeat(16 * 1024 + 1);
  const SEARCH = 'query($name: String, $realms: [String!]) { activities(name: $name, realms: $realms) { totalCount } }';

  describe('a text over 16 KB', () => {
    it('in a string variable: BAD_USER_INPUT naming the variable, no REST call', async () => {
      const { status, answer, calls } = await post({ query: SEARCH, variables: { name: over16KB } });
      expect(status).toBe(400);
      expect(answer.errors).toEqual([
        {
          message: 'Variable "$name" is too long: a text may be at most 16 KB.',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ]);
      expect(calls).toEqual([]);
    });

    it('inside a list variable too', async () => {
      const { status, answer } = await post({ query: SEARCH, variables: { realms: ['Edison’s Isle', over16KB] } });
      expect(status).toBe(400);
      expect(answer.errors?.[0]).toEqual({
        message: 'Variable "$realms" is too long: a text may be at most 16 KB.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('written in the query itself', async () => {
      const { status, answer, calls } = await post({ query: `{ activities(name: "${over16KB}") { totalCount } }` });
      expect(status).toBe(400);
      expect(answer.errors).toEqual([
        {
          message: 'A text in the query is too long: a text may be at most 16 KB.',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ]);
      expect(calls).toEqual([]);
    });

    it('a shorter text that is still too long for the API’s address: BAD_USER_INPUT, not UNAVAILABLE', async () => {
      // 12 KB of UTF-8, over 36 KB once percent-encoded into the REST query string.
      const { status, answer } = await post({ query: SEARCH, variables: { name: 'é'.repeat(6000) } });
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: 'A text in this request is too long to look up; shorten it.',
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
        }),
      ]);
      expect(status).toBe(200); // a field's error, beside its data: null
    });

    it('in a subscription’s variable, over the WebSocket: BAD_USER_INPUT too', async () => {
      await stack.origin.listen({ port: 0, host: '127.0.0.1' });
      const url = `ws://127.0.0.1:${(stack.origin.server.address() as AddressInfo).port}/graphql`;
      const client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
      try {
        const live = client.iterate({
          query: 'subscription($id: ID) { attemptRecorded(assignmentId: $id) { studentId } }',
          variables: { id: over16KB },
        });
        await expect(live.next()).rejects.toMatchObject([
          {
            message: 'Variable "$id" is too long: a text may be at most 16 KB.',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ]);
      } finally {
        await client.dispose();
      }
    });

    it('while a text of 16 KB or less is the API’s to judge', async () => {
      const { answer } = await post({ query: SEARCH, variables: { name: 'moon phase' } });
      expect(answer.errors).toBeUndefined();
    });
  });

  describe('a subscription sent over HTTP', () => {
    const SUBSCRIBE = 'subscription { attemptRecorded(groupId: "00000000-0000-4000-8000-000000000000") { groupId } }';

    it('is BAD_REQUEST, saying subscriptions run over a WebSocket', async () => {
      const { status, answer, calls } = await post({ query: SUBSCRIBE });
      expect(status).toBe(400);
      expect(answer.errors).toEqual([
        {
          message: 'A subscription runs over a WebSocket at /graphql (the graphql-ws protocol), not over HTTP.',
          extensions: { code: 'BAD_REQUEST' },
        },
      ]);
      expect(calls).toEqual([]);
    });

    it('is the same for a visitor', async () => {
      const response = await stack.origin.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: SUBSCRIBE }),
      });
      expect(response.json<Answer>().errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    });
  });

  describe('a malformed persisted query', () => {
    const QUERY = '{ __typename }';
    const SHAPE =
      'extensions.persistedQuery must be {"version": 1, "sha256Hash": "<the SHA-256 of the query, 64 hex digits>"}.';
    const cases: [string, unknown, string | undefined][] = [
      ['a hash that is not hex', { version: 1, sha256Hash: 'xyz' }, QUERY],
      ['a hash that is not hex, without the query', { version: 1, sha256Hash: 'xyz' }, undefined],
      ['a hash that is a number', { version: 1, sha256Hash: 42 }, QUERY],
      ['no hash', { version: 1 }, QUERY],
      ['not an object', 'x', undefined],
      ['another version', { version: 2, sha256Hash: 'a'.repeat(64) }, QUERY],
    ];
    for (const [what, persistedQuery, query] of cases) {
      it(`${what}: BAD_REQUEST, saying its shape`, async () => {
        const { status, answer } = await post({ ...(query ? { query } : {}), extensions: { persistedQuery } });
        expect(status).toBe(400);
        expect(answer.errors).toEqual([{ message: SHAPE, extensions: { code: 'BAD_REQUEST' } }]);
      });
    }

    it('a well-formed hash that is not the query’s: BAD_REQUEST, saying so', async () => {
      const { status, answer } = await post({
        query: QUERY,
        extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
      });
      expect(status).toBe(400);
      expect(answer.errors).toEqual([
        {
          message: 'extensions.persistedQuery.sha256Hash is not the SHA-256 of the query.',
          extensions: { code: 'BAD_REQUEST' },
        },
      ]);
    });

    it('on a GET too', async () => {
      const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'xyz' } }));
      const response = await stack.origin.inject({
        method: 'GET',
        url: `/graphql?extensions=${extensions}`,
        headers: { 'apollo-require-preflight': 'true' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<Answer>().errors?.[0]).toEqual({ message: SHAPE, extensions: { code: 'BAD_REQUEST' } });
    });

    it('while a well-formed one keeps the protocol: an unknown hash is asked for, the right one registered', async () => {
      const persistedQuery = { version: 1, sha256Hash: documentHash(QUERY) };
      const unknown = await post({ extensions: { persistedQuery } });
      expect(unknown.answer.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect((await post({ query: QUERY, extensions: { persistedQuery } })).answer.data).toEqual({
        __typename: 'Query',
      });
      expect((await post({ extensions: { persistedQuery } })).answer.data).toEqual({ __typename: 'Query' });
    });
  });
});
