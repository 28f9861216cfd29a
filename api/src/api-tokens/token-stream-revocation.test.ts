import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAssignmentWorld, type AssignmentWorld } from '../testing/assignment-world.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { addAssignment, sessionFor } from '../testing/school-world.js';
import { post, startTestApi, type TestApi } from '../testing/test-api.js';

/*
 * A live stream opened with an API token ends within 2 s of the token's
 * revocation, with the API's usual stream check period (not a test's short one).
 */

let api: TestApi;
let world: AssignmentWorld;
let base: string;
let assignmentId: string;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildAssignmentWorld(api);
  assignmentId = await addAssignment(api.database.db, {
    schoolId: world.school,
    groupId: world.group,
    name: 'Live',
    startDate: daysFromToday(-1),
    endDate: daysFromToday(3),
    activities: [{ questId: 'q-live-quiz', activityType: 'quiz' }],
  });
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());

/** Reads the stream to its end in the background: `ended()` says whether it has. */
function watchEnd(body: ReadableStream<Uint8Array>) {
  let ended = false;
  void (async () => {
    const reader = body.getReader();
    try {
      while (!(await reader.read()).done);
    } catch {
      // Torn down by the test's abort: ended all the same.
    }
    ended = true;
  })();
  return () => ended;
}

describe('a live stream opened with an API token', () => {
  it('ends within 2 s of the revocation of its token', async () => {
    const session = await sessionFor(api.database.db, world.admin);
    const made = await post(api.app, '/api/v1/api-tokens', { name: 'Feed', role: 'admin', lifetimeDays: 7 }, session);
    const { token, apiToken } = made.json().data as { token: string; apiToken: { id: string } };
    const abort = new AbortController();
    const response = await fetch(`${base}/api/v1/events/attempts?assignmentId=${assignmentId}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const ended = watchEnd(response.body as ReadableStream<Uint8Array>);
    try {
      // Still open a moment on, while the token is good.
      await expect.poll(() => ended(), { timeout: 300 }).toBe(false);
      const revoked = await api.app.inject({
        method: 'DELETE',
        url: `/api/v1/api-tokens/${apiToken.id}`,
        ...session,
      });
      expect(revoked.statusCode).toBe(200);
      await vi.waitFor(() => expect(ended()).toBe(true), { timeout: 2000, interval: 50 });
    } finally {
      abort.abort();
    }
  });
});
