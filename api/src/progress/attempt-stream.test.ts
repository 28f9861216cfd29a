import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { addAssignment, sessionFor } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { MAX_STREAMS_PER_USER } from './attempt-stream-routes.js';

/*
 * GET /events/attempts over a real socket: an attempt recorded through the
 * API reaches a stream of someone who sees the assignment, once committed.
 */

let api: TestApi;
let world: AssignmentWorld;
let base: string;
let current: string;
let otherGroups: string;

beforeAll(async () => {
  api = await startTestApi({ streamCheckMs: 100 });
  world = await buildAssignmentWorld(api);
  const add = (groupId: string) =>
    addAssignment(api.database.db, {
      schoolId: world.school,
      groupId,
      name: 'Live',
      startDate: daysFromToday(-1),
      endDate: daysFromToday(3),
      activities: [{ questId: 'q-live-quiz', activityType: 'quiz' }],
    });
  current = await add(world.group);
  otherGroups = await add(world.otherGroup);
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());

async function cookieOf(person: UserRow): Promise<string> {
  const { cookies } = await sessionFor(api.database.db, person);
  return Object.entries(cookies ?? {})
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('; ');
}

async function openStream(person: UserRow, query: string, signal: AbortSignal) {
  return fetch(`${base}/api/v1/events/attempts?${query}`, { headers: { cookie: await cookieOf(person) }, signal });
}

/** Reads the stream until an `attempt` event arrives, and answers its data. */
async function nextAttempt(body: ReadableStream<Uint8Array>): Promise<Record<string, unknown>> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended before an attempt');
    text += value;
    const match = /event: attempt\ndata: (.+)\n\n/.exec(text);
    if (match?.[1]) return JSON.parse(match[1]) as Record<string, unknown>;
  }
}

describe('GET /events/attempts', () => {
  it("tells the owning teacher's stream of a student's attempt at the assignment", async () => {
    const abort = new AbortController();
    const response = await openStream(world.owner, `assignmentId=${current}`, abort.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const heard = nextAttempt(response.body as ReadableStream<Uint8Array>);
    const recorded = await callAs(api, world.student, 'POST', '/progress', {
      assignmentId: current,
      questId: 'q-live-quiz',
      answered: 3,
      correct: 2,
      seconds: 40,
      completed: true,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await heard).toMatchObject({ assignmentId: current, groupId: world.group, studentId: world.student.id });
    abort.abort();
  });

  it('opens only on an assignment or group the caller sees', async () => {
    const abort = new AbortController();
    expect((await openStream(world.owner, `assignmentId=${otherGroups}`, abort.signal)).status).toBe(404);
    expect((await openStream(world.foreignAdmin, `groupId=${world.group}`, abort.signal)).status).toBe(404);
    expect((await openStream(world.owner, '', abort.signal)).status).toBe(400);
    expect((await fetch(`${base}/api/v1/events/attempts?groupId=${world.group}`)).status).toBe(401);
  });

  it('ends the stream once its session ends (signed out)', async () => {
    const cookie = await cookieOf(world.owner);
    const response = await fetch(`${base}/api/v1/events/attempts?groupId=${world.group}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const signedOut = await fetch(`${base}/api/v1/auth/signout`, { method: 'POST', headers: { cookie } });
    expect(signedOut.status).toBeLessThan(300);
    // The stream ends by itself: reading it to the end returns.
    await expect(response.text()).resolves.toContain(': open');
  });

  it(`holds at most ${MAX_STREAMS_PER_USER} streams per person`, async () => {
    const abort = new AbortController();
    const opened = [];
    for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) {
      opened.push(await openStream(world.admin, `groupId=${world.group}`, abort.signal));
    }
    expect(opened.every((response) => response.status === 200)).toBe(true);
    expect((await openStream(world.admin, `groupId=${world.group}`, abort.signal)).status).toBe(429);
    abort.abort();
  });
});
