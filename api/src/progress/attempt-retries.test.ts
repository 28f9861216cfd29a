import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, type UserRow } from '../db/schema.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { addAssignment, addPerson, addToGroup } from '../testing/school-world.js';
import { quizResponses } from '../testing/quiz-answers.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

/*
 * An attempt sent again (its answer lost to a restart or a dropped
 * connection) with the same idempotencyKey is stored once: the retry answers
 * the attempt first stored, and nothing counts twice.
 */

let api: TestApi;
let world: AssignmentWorld;
let assignment: string;
let ann: UserRow;
let ben: UserRow;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildAssignmentWorld(api);
  const { db } = api.database;
  ann = await addPerson(db, { schoolId: world.school, roles: ['student'], firstName: 'Ann', lastName: 'Ash' });
  ben = await addPerson(db, { schoolId: world.school, roles: ['student'], firstName: 'Ben', lastName: 'Birch' });
  for (const person of [ann, ben]) await addToGroup(db, world.group, person.id);
  assignment = await addAssignment(db, {
    schoolId: world.school,
    groupId: world.group,
    name: 'Retries',
    startDate: daysFromToday(-1),
    endDate: daysFromToday(7),
    activities: [{ questId: 'q-env-002', activityType: 'quiz' }],
  });
});
afterAll(() => api.close());

const attempt = (overrides: Record<string, unknown> = {}) => ({
  assignmentId: assignment,
  questId: 'q-env-002',
  responses: quizResponses('q-env-002', 3),
  seconds: 90,
  ...overrides,
});
const record = (student: UserRow, body: Record<string, unknown>) => callAs(api, student, 'POST', '/progress', body);
const stored = (student: UserRow) =>
  api.database.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.studentId, student.id), eq(attempts.assignmentId, assignment)));

describe('POST /progress sent again with its idempotencyKey', () => {
  it('stores the attempt once and answers the retry with the attempt first stored', async () => {
    const key = randomUUID();
    const first = await record(ann, attempt({ idempotencyKey: key }));
    const retry = await record(ann, attempt({ idempotencyKey: key }));
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode, retry.body).toBe(201);
    // The same attempt and the same feedback, question by question.
    expect(retry.json().data).toEqual(first.json().data);
    expect(retry.json().data.feedback).toHaveLength(quizResponses('q-env-002', 3).length);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await stored(ann)).toHaveLength(1);
  });

  it('stores one attempt when the same key arrives several times at once', async () => {
    const key = randomUUID();
    const before = (await stored(ben)).length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => record(ben, attempt({ idempotencyKey: key }))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.attemptId)).size).toBe(1);
    expect(await stored(ben)).toHaveLength(before + 1);
  });

  it('refuses the same key with other values (409 on idempotencyKey) and keeps the first attempt', async () => {
    const key = randomUUID();
    const first = await record(ann, attempt({ idempotencyKey: key, responses: quizResponses('q-env-002', 1) }));
    const other = await record(ann, attempt({ idempotencyKey: key, responses: quizResponses('q-env-002', 4) }));
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().error).toEqual({
      code: 'CONFLICT',
      field: 'idempotencyKey',
      message: 'This idempotencyKey was already sent with a different attempt; make a new key for each attempt',
    });
    const row = (await stored(ann)).find((attemptRow) => attemptRow.id === first.json().data.attemptId);
    expect(row?.correct).toBe(1);
  });

  it("keeps each student's keys apart, and attempts without a key each count", async () => {
    const key = randomUUID();
    const [annBefore, benBefore] = [(await stored(ann)).length, (await stored(ben)).length];
    expect((await record(ann, attempt({ idempotencyKey: key }))).statusCode).toBe(201);
    const bens = await record(ben, attempt({ idempotencyKey: key }));
    expect(bens.statusCode).toBe(201);
    expect(bens.headers['idempotent-replayed']).toBeUndefined();
    expect((await record(ann, attempt())).statusCode).toBe(201);
    expect((await record(ann, attempt())).statusCode).toBe(201);
    expect(await stored(ann)).toHaveLength(annBefore + 3);
    expect(await stored(ben)).toHaveLength(benBefore + 1);
  });

  it('refuses a key that is not a UUID (400 on idempotencyKey)', async () => {
    const answer = await record(ann, attempt({ idempotencyKey: 'again' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.field).toBe('idempotencyKey');
  });
});
