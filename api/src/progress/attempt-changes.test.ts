import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { callAs } from '../testing/assignment-world.js';
import { quizResponses } from '../testing/quiz-answers.js';
import { addAssignment, addGroup, addPerson, addSchool, linkChild, sessionFor } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

/*
 * What an attempt's live event carries (issue 37): the student's row of the
 * progress report for those who may read it, and the leaderboard entries the
 * attempt moved, as they are now. Hand-worked: three students at 0; Cara
 * gets 2 right (passes Ada and Ben), then Ada 1 (passes Ben), then Ada 1
 * again (moves nobody).
 */

let api: TestApi;
let base: string;
let assignmentId: string;
let groupId: string;
const people = {} as Record<'teacher' | 'ada' | 'ben' | 'cara' | 'adasParent', UserRow>;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  const school = await addSchool(db, 'Live School');
  people.teacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  people.ada = await addPerson(db, { schoolId: school, roles: ['student'], firstName: 'Ada', lastName: 'Adams' });
  people.ben = await addPerson(db, { schoolId: school, roles: ['student'], firstName: 'Ben', lastName: 'Brown' });
  people.cara = await addPerson(db, { schoolId: school, roles: ['student'], firstName: 'Cara', lastName: 'Clark' });
  people.adasParent = await addPerson(db, { schoolId: school, roles: ['parent'] });
  await linkChild(db, people.adasParent.id, people.ada.id);
  groupId = await addGroup(db, {
    schoolId: school,
    name: 'Year 5 Live',
    owners: [people.teacher.id],
    students: [people.ada.id, people.ben.id, people.cara.id],
  });
  assignmentId = await addAssignment(db, {
    schoolId: school,
    groupId,
    name: 'Live',
    startDate: daysFromToday(-1),
    endDate: daysFromToday(3),
    activities: [{ questId: 'q-env-003', activityType: 'quiz' }],
  });
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());

interface Event {
  studentId: string;
  row: { userId: string; correct: number; answered: number; activities: { attempts: number }[] } | null;
  leaderboard: { userId: string; rank: number; score: number }[];
}

/** A stream of `person`, collecting every attempt event it receives. */
async function listen(person: UserRow, abort: AbortController): Promise<Event[]> {
  const { cookies } = await sessionFor(api.database.db, person);
  const cookie = Object.entries(cookies ?? {})
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('; ');
  const response = await fetch(`${base}/api/v1/events/attempts?assignmentId=${assignmentId}`, {
    headers: { cookie },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  const events: Event[] = [];
  const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += value;
      for (
        let match = /event: attempt\ndata: (.+)\n\n/.exec(text);
        match;
        match = /event: attempt\ndata: (.+)\n\n/.exec(text)
      ) {
        events.push(JSON.parse(match[1] ?? '') as Event);
        text = text.slice(match.index + match[0].length);
      }
    }
  })();
  return events;
}

async function attempt(student: UserRow, right: number) {
  const recorded = await callAs(api, student, 'POST', '/progress', {
    assignmentId,
    questId: 'q-env-003',
    responses: quizResponses('q-env-003', right, 3),
    seconds: 30,
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
}

async function until(events: Event[], count: number) {
  for (let waited = 0; events.length < count; waited += 20) {
    if (waited > 5000) throw new Error(`${events.length} events of ${count}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

const ranks = (event: Event | undefined) =>
  Object.fromEntries((event?.leaderboard ?? []).map(({ userId, rank, score }) => [userId, [rank, score]]));

describe('an attempt event carries what it changed', () => {
  it('gives the teacher the row and the moved entries, a classmate no row, a parent their child’s row only', async () => {
    const abort = new AbortController();
    const [teacher, ben, parent] = await Promise.all([
      listen(people.teacher, abort),
      listen(people.ben, abort),
      listen(people.adasParent, abort),
    ]);
    const { ada, cara } = people;

    await attempt(cara, 2);
    await until(teacher, 1);
    expect(teacher[0]?.row).toMatchObject({ userId: cara.id, correct: 2, answered: 3 });
    // Cara 0 → 2 passes both classmates at 0: each is now 2nd.
    expect(ranks(teacher[0])).toEqual({ [cara.id]: [1, 2], [ada.id]: [2, 0], [people.ben.id]: [2, 0] });

    await attempt(ada, 1);
    await until(teacher, 2);
    expect(teacher[1]?.row).toMatchObject({ userId: ada.id, correct: 1 });
    // Ada 0 → 1 passes Ben only; Cara (2) is not moved.
    expect(ranks(teacher[1])).toEqual({ [ada.id]: [2, 1], [people.ben.id]: [3, 0] });

    await attempt(ada, 1);
    await until(teacher, 3);
    // Her best stays 1: nobody moved; the row still changed (two attempts now).
    expect(teacher[2]?.leaderboard).toEqual([]);
    expect(teacher[2]?.row?.activities[0]?.attempts).toBe(2);

    await until(ben, 3);
    expect(ben.map((event) => event.row)).toEqual([null, null, null]);
    // A classmate sees the leaderboard anyway: the moved entries are theirs too.
    expect(ranks(ben[1])).toEqual(ranks(teacher[1]));

    await until(parent, 3);
    expect(parent.map((event) => event.row?.userId ?? null)).toEqual([null, ada.id, ada.id]);
    abort.abort();
  });
});
