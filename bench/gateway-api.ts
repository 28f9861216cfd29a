/**
 * The API side of `npm run bench -- gateway`, run in a worker thread so the
 * API and its database have an event loop of their own, as they would in
 * their own process, while the origin (or the direct replay) runs on the main
 * thread. It seeds one scale school per size, signs in each school's first
 * teacher (a real session cookie), listens on a loopback port and records,
 * while asked to, every request it receives (`METHOD /path?query`, from an
 * `onRequest` hook as in gateway/test/stack.ts, and its JSON body).
 */
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import { buildApi } from '../api/src/app.js';
import { createSession } from '../api/src/auth/session-store.js';
import { SESSION_COOKIE } from '../api/src/auth/session-cookie.js';
import { groupOwners, users } from '../api/src/db/schema.js';
import { createTestDatabase } from '../api/src/db/test-database.js';
import { rebuildAttemptRollups } from '../api/src/metrics/rollup-maintenance.js';
import { addScaleAttempts } from '../api/src/seed/scale-attempts.js';
import { seedScaleSchool } from '../api/src/seed/scale-school.js';
import type { ApiCall } from './rest-replay.js';

/** One data size: a school of `students` in `groups` groups, with `attempts` attempts over its year. */
export interface BenchSize {
  label: string;
  students: number;
  groups: number;
  assignmentsPerMonth: number;
  attempts: number;
}

/** A seeded size as the main thread needs it: who asks, and for which group. */
export interface SeededSize extends BenchSize {
  cookie: string;
  groupId: string;
  groupStudents: number;
}

export type ToApi = { type: 'record'; on: boolean } | { type: 'calls' } | { type: 'close' };
export type FromApi =
  | { type: 'ready'; port: number; databaseKind: string; sizes: SeededSize[]; seededMs: number }
  | { type: 'calls'; calls: ApiCall[] }
  | { type: 'closed' };

const port = parentPort;
if (!port) throw new Error('gateway-api.ts runs as a worker thread of gateway.bench.ts');
const sizes = (workerData as { sizes: BenchSize[] }).sizes;
const now = new Date();

const database = await createTestDatabase();
const { db } = database;
const api = buildApi({ database });
let recording = false;
const calls: ApiCall[] = [];
const received = new WeakMap<object, ApiCall>();
api.addHook('onRequest', async (request) => {
  if (!recording) return;
  const call = { call: `${request.method} ${request.url}` };
  calls.push(call);
  received.set(request, call);
});
// A batch read's ids come in its body: the replay sends the same body.
api.addHook('preHandler', async (request) => {
  const call = received.get(request);
  if (call && request.body !== undefined) call.body = JSON.stringify(request.body);
});

const started = performance.now();
const seeded: SeededSize[] = [];
for (const size of sizes) {
  const school = await seedScaleSchool(db, {
    students: size.students,
    groups: size.groups,
    assignmentsPerMonth: size.assignmentsPerMonth,
    password: 'Bench!pass1',
    now,
  });
  await addScaleAttempts(db, school.schoolId, { first: 1, last: size.attempts }, now);
  await rebuildAttemptRollups(db, school.schoolId);
  const domain = school.adminEmail.split('@')[1];
  const [teacher] = await db
    .select()
    .from(users)
    .where(eq(users.email, `teacher1@${domain}`));
  if (!teacher) throw new Error(`no teacher1@${domain}`);
  const [owned] = await db.select().from(groupOwners).where(eq(groupOwners.userId, teacher.id));
  if (!owned) throw new Error(`teacher1@${domain} owns no group`);
  const counted = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from group_students where group_id = ${owned.groupId}::uuid`,
  );
  seeded.push({
    ...size,
    cookie: `${SESSION_COOKIE}=${await createSession(db, teacher.id, 12)}`,
    groupId: owned.groupId,
    groupStudents: counted.rows[0]?.n ?? 0,
  });
}
await db.execute(sql`analyze`);
await api.listen({ port: 0, host: '127.0.0.1' });

const send = (message: FromApi) => port.postMessage(message);
send({
  type: 'ready',
  port: (api.server.address() as AddressInfo).port,
  databaseKind: database.kind,
  sizes: seeded,
  seededMs: performance.now() - started,
});

port.on('message', (message: ToApi) => {
  if (message.type === 'record') {
    recording = message.on;
    calls.length = 0;
  } else if (message.type === 'calls') {
    send({ type: 'calls', calls: [...calls] });
    calls.length = 0;
  } else {
    void api
      .close()
      .then(() => database.close())
      .then(() => {
        send({ type: 'closed' });
        port.close();
      });
  }
});
