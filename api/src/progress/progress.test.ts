import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { addAssignment, addPerson, addToGroup } from '../testing/school-world.js';
import { quizResponses } from '../testing/quiz-answers.js';
import { checkResponses, storedStory } from '../testing/story-answers.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { storyParts } from './grade-story.js';

/*
 * Attempts (POST /progress) and what reads them: the progress report and the
 * leaderboard. The group holds the world's student and three more (Bea,
 * Cal, Dee); the current assignment has a quiz and a book.
 */

let api: TestApi;
let world: AssignmentWorld;
let current: string;
let scheduled: string;
let ended: string;
let otherGroups: string;
let foreign: string;
let bea: UserRow;
let cal: UserRow;
let dee: UserRow;

/** A quiz of five questions and a book of the shipped library (its least time 120 s). */
const QUIZ = 'q-env-001';
const BOOK = 'b-env-001';

beforeAll(async () => {
  api = await startTestApi();
  world = await buildAssignmentWorld(api);
  const { db } = api.database;
  const student = (firstName: string, lastName: string) =>
    addPerson(db, { schoolId: world.school, roles: ['student'], firstName, lastName });
  [bea, cal, dee] = [await student('Bea', 'Adams'), await student('Cal', 'Baker'), await student('Dee', 'Cole')];
  for (const person of [bea, cal, dee]) await addToGroup(db, world.group, person.id);
  const add = (groupId: string, name: string, start: number, end: number, schoolId = world.school) =>
    addAssignment(db, {
      schoolId,
      groupId,
      name,
      startDate: daysFromToday(start),
      endDate: daysFromToday(end),
      activities: [
        { questId: QUIZ, activityType: 'quiz' },
        { questId: BOOK, activityType: 'book' },
      ],
    });
  current = await add(world.group, 'Forces, week 3', -1, 7);
  scheduled = await add(world.group, 'Next week', 7, 14);
  ended = await add(world.group, 'Last term', -30, -20);
  otherGroups = await add(world.otherGroup, 'Inventions', -1, 7);
  foreign = await add(world.foreignGroup, 'Far', -1, 7, world.elsewhere);
});
afterAll(() => api.close());

/** Responses to the quiz: `right` of its first `answered` questions right. */
const answers = (right: number, answered = 5) => quizResponses(QUIZ, right, answered);
const attempt = (overrides: Record<string, unknown> = {}) => ({
  assignmentId: current,
  questId: QUIZ,
  responses: answers(3),
  seconds: 120,
  ...overrides,
});
const record = (actor: UserRow | undefined, body: Record<string, unknown>) =>
  callAs(api, actor, 'POST', '/progress', body);
const get = (actor: UserRow | undefined, url: string) => callAs(api, actor, 'GET', url);

describe('POST /progress', () => {
  it("records a student's attempt at an activity of their assignment: 201 with the attempt as graded", async () => {
    const response = await record(bea, attempt({ responses: answers(4) }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      assignmentId: current,
      questId: QUIZ,
      answered: 5,
      correct: 4,
      completed: true,
    });
  });

  it.each([
    ['the owning teacher', () => world.owner, () => current, 403],
    ['an admin', () => world.admin, () => current, 403],
    ['a parent', () => world.parent, () => current, 403],
    ['root', () => world.root, () => current, 403],
    ['a visitor', () => undefined, () => current, 401],
    ['a student, of a group they are not in', () => world.student, () => otherGroups, 404],
    ['a student, of another school', () => world.student, () => foreign, 404],
    ['a student, an id nobody has', () => world.student, randomUUID, 404],
  ])('%s: %#', async (_title, actor, id, status) => {
    const response = await record(actor(), attempt({ assignmentId: id() }));
    expect(response.statusCode, response.body).toBe(status);
  });

  it('refuses an activity the assignment lacks (400 on questId) and an assignment not yet started (409)', async () => {
    const stranger = await record(bea, attempt({ questId: 'q-not-in-it' }));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error).toMatchObject({
      field: 'questId',
      message: 'This activity is not part of the assignment',
    });
    const early = await record(bea, attempt({ assignmentId: scheduled }));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('This assignment has not started yet');
  });

  it('still counts late work on an ended assignment', async () => {
    expect((await record(dee, attempt({ assignmentId: ended }))).statusCode).toBe(201);
  });

  it.each([
    ['negative seconds', { seconds: -1 }],
    ['a fraction of a second', { seconds: 1.5 }],
    ['no time', { seconds: undefined }],
    ['responses that are no list', { responses: 'all of them' }],
    ['a malformed questId', { questId: 'Q 1' }],
  ])('refuses %s with 400', async (_title, overrides) => {
    expect((await record(bea, attempt(overrides))).statusCode).toBe(400);
  });
});

describe('GET /report/assignments/{id}', () => {
  beforeAll(async () => {
    // Cal: a weaker quiz, then a better retry, and the book finished; Dee: the quiz only, not finished.
    await record(cal, attempt({ responses: answers(2), seconds: 60 }));
    await record(cal, attempt({ responses: answers(4), seconds: 90 }));
    // Read to the end, its check answered all wrong: finished, adding nothing to the score.
    const reached = storyParts(storedStory(BOOK));
    await record(cal, attempt({ questId: BOOK, responses: checkResponses(BOOK, 9), reached, seconds: 300 }));
    await record(dee, attempt({ responses: answers(1, 4), seconds: 30 }));
  });

  const rows = async (actor: UserRow, id = current) => {
    const response = await get(actor, `/report/assignments/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      firstName: string;
      progress: boolean[];
      correct: number;
      seconds: number;
      activities: { completed: boolean; attempts: number }[];
    }[];
  };

  it('gives staff a row per student by last name, a flag per activity, the best attempts added', async () => {
    const report = await rows(world.owner);
    expect(report.map((row) => [row.firstName, row.progress])).toEqual([
      ['Bea', [true, false]],
      ['Cal', [true, true]],
      ['Dee', [true, false]],
      [world.student.firstName, [false, false]],
    ]);
    const calRow = report[1];
    expect(calRow).toMatchObject({ correct: 4, seconds: 450 });
    expect(calRow?.activities.map((activity) => [activity.completed, activity.attempts])).toEqual([
      [true, 2],
      [true, 1],
    ]);
    expect(report[2]?.activities[0]?.completed).toBe(false);
    expect(await rows(world.admin)).toHaveLength(4);
  });

  it('shows a student only their own row, a parent only their child’s', async () => {
    expect((await rows(cal)).map((row) => row.firstName)).toEqual(['Cal']);
    expect((await rows(world.parent)).map((row) => row.firstName)).toEqual([world.student.firstName]);
  });

  it.each([
    ['another teacher', () => world.otherTeacher, 404],
    ['an admin of another school', () => world.foreignAdmin, 404],
    ['root', () => world.root, 403],
    ['a visitor', () => undefined, 401],
  ])('%s: %#', async (_title, actor, status) => {
    expect((await get(actor(), `/report/assignments/${current}`)).statusCode).toBe(status);
  });

  it('answers a batch for the assignments the caller sees, leaving the others out', async () => {
    const response = await get(world.owner, `/report/assignments?ids=${current},${otherGroups},${foreign}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((entry: { assignmentId: string }) => entry.assignmentId)).toEqual([current]);
  });

  it('pages each report of a batch, only the students asked for, with how many rows it holds in all', async () => {
    const names = (url: string) =>
      get(world.owner, url).then((response) =>
        response.json().data.map(({ rows, total }: { rows: { firstName: string }[]; total: number }) => ({
          names: rows.map((row) => row.firstName),
          total,
        })),
      );
    expect(await names(`/report/assignments?ids=${current}&first=2&offset=1`)).toEqual([
      { names: ['Cal', 'Dee'], total: 4 },
    ]);
    expect(await names(`/report/assignments?ids=${current}&students=${dee.id},${bea.id}&first=1&offset=1`)).toEqual([
      { names: ['Dee'], total: 2 },
    ]);
  });
});

describe('GET /report/assignments/{id}/leaderboard', () => {
  it('ranks every student of the group by correct answers, equal scores sharing a rank', async () => {
    const response = await get(world.student, `/report/assignments/${current}/leaderboard`);
    expect(response.statusCode, response.body).toBe(200);
    // Bea 4 and Cal 4 (best of 2 and 4) share first; Dee 1 is third; the world's student 0 fourth.
    expect(
      response
        .json()
        .data.map((entry: { firstName: string; rank: number; score: number }) => [
          entry.firstName,
          entry.rank,
          entry.score,
        ]),
    ).toEqual([
      ['Bea', 1, 4],
      ['Cal', 1, 4],
      ['Dee', 3, 1],
      [world.student.firstName, 4, 0],
    ]);
  });

  it('is read by whoever sees the assignment, and nobody else', async () => {
    expect((await get(world.parent, `/report/assignments/${current}/leaderboard`)).statusCode).toBe(200);
    expect((await get(world.otherTeacher, `/report/assignments/${current}/leaderboard`)).statusCode).toBe(404);
    expect((await get(world.foreignAdmin, `/report/assignments/${current}/leaderboard`)).statusCode).toBe(404);
  });

  it("pages each leaderboard of a batch, with the caller's own entry wherever it falls", async () => {
    type Board = { entries: { firstName: string }[]; total: number; own: { rank: number; score: number } | null };
    const board = async (actor: UserRow, paging: string) => {
      const response = await get(actor, `/report/leaderboards?ids=${current}&${paging}`);
      expect(response.statusCode, response.body).toBe(200);
      const [only] = response.json().data as Board[];
      return { names: only?.entries.map((entry) => entry.firstName), total: only?.total, own: only?.own };
    };
    expect(await board(world.student, 'first=2')).toEqual({
      names: ['Bea', 'Cal'],
      total: 4,
      own: expect.objectContaining({ rank: 4, score: 0 }),
    });
    expect(await board(world.owner, 'offset=3')).toEqual({ names: [world.student.firstName], total: 4, own: null });
  });
});

describe('GET /assignments/result/{id}', () => {
  it('says "No result for this assignment" before anyone tries it', async () => {
    const response = await get(world.owner, `/assignments/result/${scheduled}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No result for this assignment');
  });

  it('downloads a CSV named after the assignment, a row per student and activity', async () => {
    const response = await get(world.owner, `/assignments/result/${current}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''Forces%2C%20week%203.csv`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('First Name,Last Name,Email,Activity,Type,Status,Answered,Correct,Accuracy,Seconds');
    expect(lines).toHaveLength(1 + 4 * 2);
    expect(lines[3]).toMatch(/^Cal,Baker,[^,]+,How Seeds Travel,quiz,Completed,5,4,80%,150$/);
    expect(lines[5]).toMatch(/^Dee,Cole,[^,]+,How Seeds Travel,quiz,Started,4,1,25%,30$/);
  });

  it('is for the staff tracking it: 403 to students and parents, 404 to other schools', async () => {
    expect((await get(cal, `/assignments/result/${current}`)).statusCode).toBe(403);
    expect((await get(world.parent, `/assignments/result/${current}`)).statusCode).toBe(403);
    expect((await get(world.foreignAdmin, `/assignments/result/${current}`)).statusCode).toBe(404);
  });
});

describe('GET /users/progress', () => {
  type Lines = {
    userId: string;
    total: number;
    progress: { assignmentName: string; questId: string; correct: number; attempts: number; completed: boolean }[];
  }[];
  const read = async (actor: UserRow, query: string) => {
    const response = await get(actor, `/users/progress?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Lines;
  };

  it("gives each student's lines, latest first: the best attempt and every try counted", async () => {
    const [cal_] = await read(world.owner, `ids=${cal.id}`);
    expect(cal_?.total).toBe(2);
    expect(cal_?.progress.map((line) => [line.questId, line.correct, line.attempts, line.completed])).toEqual([
      [BOOK, 0, 1, true],
      [QUIZ, 4, 2, true],
    ]);
    expect(cal_?.progress[0]?.assignmentName).toBe('Forces, week 3');
    const [second] = await read(world.owner, `ids=${cal.id}&first=1&offset=1`);
    expect(second?.progress.map((line) => line.questId)).toEqual([QUIZ]);
    expect(second?.total).toBe(2);
  });

  it('leaves out the students the caller may not read', async () => {
    expect((await read(cal, `ids=${cal.id},${dee.id}`)).map((entry) => entry.userId)).toEqual([cal.id]);
    expect(await read(world.otherTeacher, `ids=${cal.id}`)).toEqual([]);
    expect(await read(world.foreignAdmin, `ids=${cal.id}`)).toEqual([]);
    expect((await get(world.root, `/users/progress?ids=${cal.id}`)).statusCode).toBe(403);
  });
});
