import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '../db/schema.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { addAssignment } from '../testing/school-world.js';
import { checkResponses, storedStory } from '../testing/story-answers.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { storyParts } from './grade-story.js';

/*
 * A book, an animation or a song ends with a check the portal grades as a
 * quiz (issue 33), and counts as finished only when the student reached its
 * every page, scene or verse and answered the check: the API refuses a
 * completion without the check's answers.
 */

const STORIES = { book: 'b-env-001', animation: 'a-env-001', song: 's-env-001' } as const;

let api: TestApi;
let world: AssignmentWorld;
let assignment: string;

beforeAll(async () => {
  api = await startTestApi({ throttle: { attemptLimitPerMinute: 1000 } });
  world = await buildAssignmentWorld(api);
  assignment = await addAssignment(api.database.db, {
    schoolId: world.school,
    groupId: world.group,
    name: 'Stories of the garden',
    startDate: daysFromToday(-1),
    endDate: daysFromToday(7),
    activities: [
      ...Object.entries(STORIES).map(([type, questId]) => ({ questId, activityType: type as keyof typeof STORIES })),
      { questId: 'g-env-001', activityType: 'game' as const },
    ],
  });
});
afterAll(() => api.close());

const record = (questId: string, body: Record<string, unknown>) =>
  callAs(api, world.student, 'POST', '/progress', { assignmentId: assignment, questId, seconds: 200, ...body });
const storedCount = async () =>
  (await api.database.db.select({ n: count() }).from(attempts).where(eq(attempts.assignmentId, assignment)))[0]?.n;

describe.each(Object.entries(STORIES))('a %s', (kind, questId) => {
  const story = storedStory(questId);
  const parts = storyParts(story);
  const questions = story.check.length;

  it('is finished when every part was reached and the check answered, graded with feedback', async () => {
    const wrong = questions > 1 ? 1 : 0;
    const response = await record(questId, { reached: parts, responses: checkResponses(questId, wrong) });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ answered: questions, correct: questions - wrong, completed: true });
    expect(data.feedback).toHaveLength(questions);
    for (const [index, item] of data.feedback.entries()) {
      const question = story.check[index];
      expect(item).toMatchObject({ itemId: question?.itemId, expected: question?.answerChoiceId });
      expect(item.explanation).toBe(question?.explanation);
      expect(item.correct).toBe(index >= wrong);
    }
  });

  it('refuses the end without the check, storing nothing', async () => {
    const before = await storedCount();
    const bare = await record(questId, { reached: parts, responses: [] });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toMatchObject({
      message: `Answer the check to finish: 0 of its ${questions} ${questions === 1 ? 'question' : 'questions'} answered`,
      field: 'responses',
    });
    if (questions > 1) {
      const half = await record(questId, { reached: parts, responses: checkResponses(questId).slice(1) });
      expect(half.statusCode).toBe(400);
      expect(half.json().error.field).toBe('responses');
    }
    expect(await storedCount()).toBe(before);
  });

  it('stores a visit that stopped part way as not finished, whatever it answered', async () => {
    const left = await record(questId, { reached: parts - 1, responses: checkResponses(questId) });
    expect(left.statusCode, left.body).toBe(201);
    expect(left.json().data).toMatchObject({ answered: questions, completed: false });
    const none = await record(questId, { responses: [] });
    expect(none.json().data).toMatchObject({ answered: 0, correct: 0, completed: false, feedback: [] });
  });

  it(`refuses reaching past its end, naming how many it has`, async () => {
    const response = await record(questId, { reached: parts + 1, responses: checkResponses(questId) });
    expect(response.statusCode).toBe(400);
    const noun = { book: 'pages', animation: 'scenes', song: 'verses' }[kind];
    expect(response.json().error).toMatchObject({
      message: `Not more than the ${kind}'s ${parts} ${noun}`,
      field: 'reached',
    });
  });
});

describe('reached, for anything else', () => {
  it('is refused for a game, and a story check answer that is no choice is refused as a quiz answer', async () => {
    const game = await record('g-env-001', { reached: 1, responses: [] });
    expect(game.statusCode).toBe(400);
    expect(game.json().error).toMatchObject({
      message: 'Only a book, an animation or a song has pages, scenes or verses to reach',
      field: 'reached',
    });
    const [first] = checkResponses(STORIES.book);
    const bad = await record(STORIES.book, { reached: 1, responses: [{ itemId: first?.itemId, answer: 'nope' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      message: "Not one of this question's choices",
      field: 'responses.0.answer',
    });
  });

  it('is part of what an idempotency key stands for', async () => {
    const key = crypto.randomUUID();
    const body = { reached: 1, responses: [], idempotencyKey: key };
    expect((await record(STORIES.book, body)).statusCode).toBe(201);
    const again = await record(STORIES.book, { ...body, reached: 2 });
    expect(again.statusCode).toBe(409);
  });
});
