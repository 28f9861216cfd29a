import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPT_FEED, type AttemptFeed } from '@portal/api';
import { emailOutbox } from '../../api/src/db/email-outbox-schema.js';
import { signInFailures, type UserRow } from '../../api/src/db/schema.js';
import { MAX_STREAMS_PER_USER } from '../../api/src/progress/attempt-stream-routes.js';
import { eventually } from '../../api/src/testing/eventually.js';
import { multipartForm, samplePdf } from '../../api/src/testing/report-files.js';
import { KNOWN_PASSWORD, addAssignment, addGroup, addPerson, addSchool } from '../../api/src/testing/school-world.js';
import { SmtpCatcher } from '../../api/src/testing/smtp-catcher.js';
import { signedIn, startStack, type Caller, type Stack } from './stack.js';

/*
 * A client that goes away half-way, over real sockets on loopback: an "Email
 * me" upload, a live subscription, a stream read through the origin. Each
 * time the origin and the API let go of everything the client held: its
 * connections, the API's request, the attempt feed's listener.
 */

const MAX_FILE_BYTES = 3 * 1024 * 1024;
const HOUR = 3_600_000;
const catcher = new SmtpCatcher();
let stack: Stack;
let port: number;
let teacher: UserRow;
let session: Caller;
let assignment: string;

beforeAll(async () => {
  await catcher.listen();
  stack = await startStack({
    email: { smtpUrl: catcher.url, maxFileBytes: MAX_FILE_BYTES, limitPerUser: 1, supervise: false },
    origin: { emailMaxFileBytes: MAX_FILE_BYTES },
  });
  const { db } = stack.database;
  const school = await addSchool(db, 'Leaving School');
  teacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  const group = await addGroup(db, { schoolId: school, name: 'Leavers', owners: [teacher.id] });
  assignment = await addAssignment(db, {
    schoolId: school,
    groupId: group,
    name: 'Leavers week 1',
    startDate: new Date(Date.now() - HOUR),
    endDate: new Date(Date.now() + 48 * HOUR),
    activities: [{ questId: 'q-env-001', activityType: 'quiz' }],
  });
  session = await signedIn(stack, teacher.email, KNOWN_PASSWORD);
  await stack.origin.listen({ port: 0, host: '127.0.0.1' });
  port = (stack.origin.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await stack?.close();
  await catcher.stop();
});

function connectionsOf(app: FastifyInstance): Promise<number> {
  return new Promise((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** The API's attempt feed: one listener per live stream it holds. */
const listening = () => stack.api.getDecorator<AttemptFeed>(ATTEMPT_FEED).listenerCount;

/** The origin, the API and the feed hold nothing more than `before`, within a few seconds. */
async function allLetGo(before: { originConnections: number }): Promise<void> {
  await eventually(async () => (await connectionsOf(stack.origin)) <= before.originConnections, 'origin connections');
  await eventually(() => stack.apiRequestsOpen() === 0, 'the API finished with every request');
  await eventually(() => listening() === 0, 'the API listens for no stream');
}

/** A socket to the origin with a request's head (and the start of its body) written, no client pool between. */
async function rawRequest(head: string, body: Buffer = Buffer.alloc(0)): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(head);
  socket.write(body);
  return socket;
}

/** The person's "Email me" sends counted this hour, as the API keeps them (send-limit.ts), before reading a form. */
async function sendsCounted(person: UserRow): Promise<number> {
  const [row] = await stack.database.db
    .select({ count: signInFailures.failures })
    .from(signInFailures)
    .where(eq(signInFailures.key, `email:${person.id}`));
  return row?.count ?? 0;
}

describe('an "Email me" upload abandoned half-way through the origin', () => {
  it('is let go: nothing queued, the send not counted, no connection or request left open', async () => {
    const fields = { emailTo: teacher.email, userName: 'Ada Lovelace' };
    const large = Buffer.concat([samplePdf(), Buffer.alloc(2 * 1024 * 1024)]);
    const form = await multipartForm(fields, { file: { content: large, name: 'Ada Lovelace-1a2b3c4d.pdf' } });
    const before = { originConnections: await connectionsOf(stack.origin) };

    const uploader = await rawRequest(
      `POST /api/v1/email/send-result HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${session.cookieHeader}\r\n` +
        `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`,
      form.payload.subarray(0, 512 * 1024),
    );
    await eventually(async () => (await sendsCounted(teacher)) === 1, 'the API counted the send and reads its form');
    uploader.destroy();
    await allLetGo(before);

    const queued = await stack.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, teacher.id));
    expect(queued).toEqual([]);
    // One send an hour (limitPerUser 1): the abandoned upload did not use it up.
    const small = await multipartForm(fields, { file: { content: samplePdf(), name: 'Ada Lovelace-1a2b3c4d.pdf' } });
    const sent = await stack.origin.inject({
      method: 'POST',
      url: '/api/v1/email/send-result',
      payload: small.payload,
      headers: { ...small.headers, cookie: session.cookieHeader },
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });
});

describe('a live subscriber who leaves', () => {
  const SUBSCRIBE = `subscription($id: ID) { attemptRecorded(assignmentId: $id) { studentId } }`;

  function subscriber() {
    const cookie = session.cookieHeader;
    class BrowserLikeSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    }
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: BrowserLikeSocket,
      retryAttempts: 0,
      lazy: true,
    });
    const events = client.iterate({ query: SUBSCRIBE, variables: { id: assignment } });
    void events.next().catch(() => {});
    return { client, events };
  }

  const streamsOpened = () => stack.restCalls.filter((call) => call === 'GET /api/v1/events/attempts').length;

  it('has the gateway close its stream from the API, however they leave, however often', async () => {
    const before = { originConnections: await connectionsOf(stack.origin) };
    const ways = [
      'completes the subscription',
      'closes the socket',
      'leaves while the stream is being opened',
    ] as const;
    // More times than a person may hold streams: had any been kept for a subscriber who left, the last would be refused.
    for (let time = 0; time <= MAX_STREAMS_PER_USER; time += 1) {
      const way = ways[time % ways.length];
      const opened = streamsOpened();
      const { client, events } = subscriber();
      if (way === 'leaves while the stream is being opened') {
        await eventually(() => streamsOpened() > opened, 'the gateway asked the API for the stream');
      } else {
        await eventually(() => listening() === 1, `the API holds the stream (time ${time + 1})`);
      }
      if (way === 'closes the socket') await client.dispose();
      else await events.return?.();
      await allLetGo(before).catch((error: Error) => {
        throw new Error(`a subscriber who ${way} (time ${time + 1}): ${error.message}`);
      });
      await client.dispose();
    }
  });
});

describe('a live stream read through the origin and left', () => {
  it('has the origin close its request to the API, which stops listening', async () => {
    const before = { originConnections: await connectionsOf(stack.origin) };
    const reader = await rawRequest(
      `GET /api/v1/events/attempts?assignmentId=${assignment} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Cookie: ${session.cookieHeader}\r\n\r\n`,
    );
    await eventually(() => listening() === 1, 'the API holds the stream');
    reader.destroy();
    await allLetGo(before);
  });
});
