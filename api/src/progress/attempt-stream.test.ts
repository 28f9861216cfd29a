import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { eventually } from '../testing/eventually.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { addAssignment, sessionFor } from '../testing/school-world.js';
import { quizResponses } from '../testing/quiz-answers.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { ATTEMPT_FEED, type AttemptFeed } from './attempt-events.js';
import { MAX_STREAMS_PER_USER } from './attempt-stream-routes.js';

/*
 * GET /events/attempts over a real socket: an attempt recorded through the
 * API reaches a stream of someone who sees the assignment, once committed;
 * a reader who leaves, even before the stream opens, leaves nothing behind.
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
      activities: [{ questId: 'q-env-003', activityType: 'quiz' }],
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
      questId: 'q-env-003',
      responses: quizResponses('q-env-003', 2),
      seconds: 40,
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

describe('GET /events/attempts: a reader who leaves', () => {
  /** The listeners of the API's attempt feed: one per stream it holds open. */
  const listening = () => api.app.getDecorator<AttemptFeed>(ATTEMPT_FEED).listenerCount;
  // Every stream of the tests above has ended or been left: from here on, nobody listening is 0.
  beforeAll(() => eventually(() => listening() === 0, 'the streams of the tests above were let go'));

  it('is let go: no listener left for them, and every one of their streams is theirs to open again', async () => {
    const abort = new AbortController();
    for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) {
      expect((await openStream(world.otherTeacher, `groupId=${world.otherGroup}`, abort.signal)).status).toBe(200);
    }
    expect(listening()).toBe(MAX_STREAMS_PER_USER);
    abort.abort();
    await eventually(() => listening() === 0, 'the API stopped listening for the streams left');

    const again = new AbortController();
    expect((await openStream(world.otherTeacher, `groupId=${world.otherGroup}`, again.signal)).status).toBe(200);
    again.abort();
    await eventually(() => listening() === 0, 'the API stopped listening for the stream left');
  });

  it('holds nothing for readers who left while the API was still checking them (a slow database)', async () => {
    const cookie = await cookieOf(world.owner);
    const seen = { arrived: 0, closed: 0 };
    const watch = (request: IncomingMessage, response: ServerResponse) => {
      if (!request.url?.startsWith('/api/v1/events/attempts')) return;
      seen.arrived += 1;
      response.once('close', () => (seen.closed += 1));
    };
    api.app.server.on('request', watch);
    try {
      await api.database.db.transaction(async (tx) => {
        // Until this ends no caller can be recognised: PostgreSQL waits on the lock, PGlite runs one thing at a time.
        await tx.execute(sql`lock table sessions in access exclusive mode`);
        const callers: Socket[] = [];
        for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) {
          callers.push(await rawGet(`${base}/api/v1/events/attempts?groupId=${world.group}`, cookie));
        }
        await eventually(() => seen.arrived === MAX_STREAMS_PER_USER, 'the API received every request');
        for (const caller of callers) caller.destroy();
        await eventually(() => seen.closed === MAX_STREAMS_PER_USER, 'the API saw every caller leave');
      });
    } finally {
      api.app.server.off('request', watch);
    }
    // Had each taken one of the person's streams on its way, this one would be refused (429).
    const abort = new AbortController();
    const response = await openStream(world.owner, `groupId=${world.group}`, abort.signal);
    expect(response.status).toBe(200);
    abort.abort();
    await eventually(() => listening() === 0, 'the API listens for nobody who left');
  });
});

/** A GET sent on a bare socket (no client pool between), left open for the caller to destroy. */
async function rawGet(url: string, cookie: string): Promise<Socket> {
  const { hostname, port, pathname, search } = new URL(url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  socket.write(`GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}\r\nCookie: ${cookie}\r\n\r\n`);
  return socket;
}
