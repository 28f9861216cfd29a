import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, type UserRow } from '../db/schema.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { quizQuestions, quizResponses, wrongChoice } from '../testing/quiz-answers.js';
import { addAssignment, addPerson, addToGroup } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

/*
 * The portal grades every attempt: a student sends what they answered, never
 * a score, and learns from the feedback what was right and why. The world's
 * student works on an assignment of a quiz (five questions) and a book (its
 * least time 120 s); the throttle here allows 12 attempts a minute.
 */

const QUIZ = 'q-env-001';
const BOOK = 'b-env-001';
const LIMIT = 12;

let api: TestApi;
let world: AssignmentWorld;
let assignment: string;

beforeAll(async () => {
  api = await startTestApi({ throttle: { attemptLimitPerMinute: LIMIT } });
  world = await buildAssignmentWorld(api);
  assignment = await addAssignment(api.database.db, {
    schoolId: world.school,
    groupId: world.group,
    name: 'Seeds and soil',
    startDate: daysFromToday(-1),
    endDate: daysFromToday(7),
    activities: [
      { questId: QUIZ, activityType: 'quiz' },
      { questId: BOOK, activityType: 'book' },
    ],
  });
});
afterAll(() => api.close());

const record = (body: Record<string, unknown>, actor: UserRow = world.student) =>
  callAs(api, actor, 'POST', '/progress', { assignmentId: assignment, questId: QUIZ, seconds: 100, ...body });
const storedCount = async () =>
  (await api.database.db.select({ n: count() }).from(attempts).where(eq(attempts.assignmentId, assignment)))[0]?.n;

describe('an attempt graded by the portal', () => {
  it('grades a quiz with one wrong answer and answers each question with the right choice and why', async () => {
    const questions = quizQuestions(QUIZ);
    const responses = quizResponses(QUIZ, 4);
    const response = await record({ responses });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ answered: 5, correct: 4, completed: true });
    const wrong = questions[4];
    expect(data.feedback).toHaveLength(5);
    expect(data.feedback[4]).toEqual({
      itemId: wrong?.itemId,
      correct: false,
      answer: wrong && wrongChoice(wrong),
      expected: wrong?.answerChoiceId,
      explanation: wrong?.explanation,
    });
    expect(data.feedback.slice(0, 4).map((item: { correct: boolean }) => item.correct)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('counts a quiz left part way as answered so far, unfinished, with feedback on those questions only', async () => {
    const response = await record({ responses: quizResponses(QUIZ, 1, 2) });
    expect(response.json().data).toMatchObject({ answered: 2, correct: 1, completed: false });
    expect(response.json().data.feedback.map((item: { itemId: string }) => item.itemId)).toEqual([
      `${QUIZ}.1`,
      `${QUIZ}.2`,
    ]);
    const empty = await record({ responses: [] });
    expect(empty.json().data).toMatchObject({ answered: 0, correct: 0, completed: false, feedback: [] });
  });
});

describe('a score sent by the browser', () => {
  const readings = async () =>
    Promise.all(
      [
        `/report/assignments/${assignment}/leaderboard`,
        `/report/assignments/${assignment}`,
        `/result/${world.student.id}`,
        `/metrics/Individual/${world.student.id}`,
      ].map(async (url) => (await callAs(api, world.owner, 'GET', url)).body),
    );

  it.each([
    ['answered and correct', { answered: 500, correct: 500 }],
    ['correct alone', { correct: 5 }],
    ['completed', { completed: true }],
  ])('is refused (%s): 400, and no leaderboard, report, result or metric changes', async (_title, forged) => {
    const before = await readings();
    const stored = await storedCount();
    const response = await record({ responses: quizResponses(QUIZ, 5), ...forged });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Scores are worked out by the portal: send responses',
      field: Object.keys(forged)[0],
    });
    expect(await storedCount()).toBe(stored);
    expect(await readings()).toEqual(before);
  });
});

describe('a hostile response', () => {
  const [first, second] = quizQuestions(QUIZ);
  const right = (question = first) => ({ itemId: question?.itemId, answer: question?.answerChoiceId });

  it.each([
    ['an itemId of no question of it', [{ itemId: 'q-env-002.1', answer: 'x' }], 'responses.0.itemId'],
    ['a question answered twice', [right(), right(second), right()], 'responses.2.itemId'],
    [
      'an answer that is no choice of the question',
      [right(), { ...right(second), answer: first?.answerChoiceId }],
      'responses.1.answer',
    ],
    ['more responses than questions', Array.from({ length: 6 }, () => right()), 'responses'],
    ['more responses than the most a quiz has', Array.from({ length: 21 }, () => right()), 'responses'],
    ['an answer that is no text', [{ itemId: first?.itemId, answer: 3 }], 'responses.0.answer'],
    ['an empty answer', [{ itemId: first?.itemId, answer: '' }], 'responses.0.answer'],
    ['an answer far too long', [{ itemId: first?.itemId, answer: 'c'.repeat(101) }], 'responses.0.answer'],
    ['a control character', [{ itemId: `${first?.itemId}\u0000`, answer: 'c' }], 'responses.0.itemId'],
    ['a response with no itemId', [{ answer: first?.answerChoiceId }], 'responses.0.itemId'],
  ])('is refused: %s (400 naming the field), nothing stored', async (_title, responses, field) => {
    const stored = await storedCount();
    const response = await record({ responses });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(await storedCount()).toBe(stored);
  });
});

describe('the attempt throttle', () => {
  it(`stores at most ${LIMIT} attempts of a student a minute; more are 429 with Retry-After, nothing stored`, async () => {
    const { db } = api.database;
    const eager = await addPerson(db, { schoolId: world.school, roles: ['student'], firstName: 'Eve' });
    await addToGroup(db, world.group, eager.id);
    // Sent all at once: the throttle counts them one at a time, so the burst stores no more than the limit.
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 3 }, () => record({ responses: quizResponses(QUIZ, 2) }, eager)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(LIMIT);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.json().error.message).toBe(`At most ${LIMIT} attempts a minute: take a breath, then try again`);
      const wait = Number(answer.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
    }
    const [{ n } = { n: 0 }] = await api.database.db
      .select({ n: count() })
      .from(attempts)
      .where(eq(attempts.studentId, eager.id));
    expect(n).toBe(LIMIT);
    // Another student is not held back by Eve's attempts.
    expect((await record({ responses: quizResponses(QUIZ, 2) })).statusCode).toBe(201);
  });
});
