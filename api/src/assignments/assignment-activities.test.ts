import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { addAssignment } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { groupsAndAssignmentsState, storedAssignment } from '../testing/world-state.js';

let api: TestApi;
let world: AssignmentWorld;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildAssignmentWorld(api);
});
afterAll(() => api.close());

const call = (actor: UserRow, method: 'PUT' | 'PATCH', url: string, body: unknown) =>
  callAs(api, actor, method, url, body);
const state = () => groupsAndAssignmentsState(api.database.db);
const quiz = (questId: string) => ({ questId, activityType: 'quiz' });
/** Activities of the library: what an assignment may be given (those made straight in the database need not be). */
const [QUIZ, OTHER_QUIZ, BOOK, ANIMATION] = ['q-env-002', 'q-env-003', 'b-env-001', 'a-env-001'];

/** An assignment of the owner's group with these quiz activities, in order. */
async function withActivities(...questIds: string[]) {
  return addAssignment(api.database.db, {
    schoolId: world.school,
    groupId: world.group,
    name: 'Habitats',
    startDate: daysFromToday(1, 8),
    endDate: daysFromToday(8, 8),
    activities: questIds.map(quiz),
  });
}

async function questIdsOf(id: string) {
  return (await storedAssignment(api.database.db, id))?.activities.map((activity) => activity.questId);
}

describe('PUT /assignments/{id}/activities', () => {
  it('appends the new ones in the order sent, after the last, ignoring those already there or sent twice', async () => {
    const id = await withActivities('a', 'b');
    const response = await call(world.owner, 'PUT', `/assignments/${id}/activities`, [
      { questId: BOOK, activityType: 'book' },
      quiz('a'),
      { questId: ANIMATION, activityType: 'animation' },
      { questId: BOOK, activityType: 'game' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.activities).toEqual([
      quiz('a'),
      quiz('b'),
      { questId: BOOK, activityType: 'book' },
      { questId: ANIMATION, activityType: 'animation' },
    ]);
    const stored = await storedAssignment(api.database.db, id);
    expect(stored?.activities.map((activity) => activity.position)).toEqual([0, 1, 2, 3]);
  });

  it('adds after the last one even when earlier ones were removed, and takes { activities: [...] } too', async () => {
    const id = await withActivities('a', QUIZ, 'c');
    expect((await call(world.owner, 'PATCH', `/assignments/${id}/activities`, [quiz(QUIZ)])).statusCode).toBe(204);
    const response = await call(world.admin, 'PUT', `/assignments/${id}/activities`, { activities: [quiz(QUIZ)] });
    expect(response.statusCode, response.body).toBe(200);
    expect(await questIdsOf(id)).toEqual(['a', 'c', QUIZ]);
  });

  it('answers 200 and changes nothing when every activity sent is already there', async () => {
    const id = await withActivities('a');
    const before = await state();
    const response = await call(world.owner, 'PUT', `/assignments/${id}/activities`, [quiz('a')]);
    expect(response.statusCode).toBe(200);
    expect(await state()).toEqual(before);
  });

  it('refuses to hold more than 100 activities (409), adding none', async () => {
    const id = await withActivities(...Array.from({ length: 99 }, (_, i) => `q${i}`));
    const before = await state();
    const response = await call(world.owner, 'PUT', `/assignments/${id}/activities`, [quiz(QUIZ), quiz(OTHER_QUIZ)]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'CONFLICT', message: 'An assignment holds at most 100 activities' });
    expect(await state()).toEqual(before);
    expect((await call(world.owner, 'PUT', `/assignments/${id}/activities`, [quiz(QUIZ)])).statusCode).toBe(200);
  });

  it.each([
    [
      'a questId the library lacks',
      [quiz(QUIZ), quiz('q-zzz-999')],
      'activities.1.questId',
      'No activity has this questId',
    ],
    [
      'an activity of another type',
      [{ questId: BOOK, activityType: 'song' }],
      'activities.0.activityType',
      'This activity is a book',
    ],
  ])('refuses %s (400, naming it), adding nothing', async (_title, body, field, message) => {
    const id = await withActivities('a');
    const before = await state();
    const response = await call(world.owner, 'PUT', `/assignments/${id}/activities`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({ code: 'BAD_REQUEST', message, field });
    expect(await state()).toEqual(before);
  });

  it.each([
    ['an empty list', [], ''],
    ['an unknown type', [{ questId: 'z', activityType: 'podcast' }], ''],
    ['no questId', [{ activityType: 'quiz' }], ''],
    ['a body that is no list', { questId: 'z', activityType: 'quiz' }, 'Send a list of {questId, activityType}'],
  ])('refuses %s (400), adding nothing', async (_title, body, message) => {
    const id = await withActivities('a');
    const before = await state();
    const response = await call(world.owner, 'PUT', `/assignments/${id}/activities`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await state()).toEqual(before);
  });
});

describe('PATCH /assignments/{id}/activities (removal)', () => {
  it('removes one of two (204, no body)', async () => {
    const id = await withActivities('a', 'b');
    const response = await call(world.owner, 'PATCH', `/assignments/${id}/activities`, [quiz('a')]);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(await questIdsOf(id)).toEqual(['b']);
  });

  it.each([
    ['the last activity', ['a'], ['a']],
    ['every remaining activity at once', ['a', 'b'], ['b', 'a', 'zz']],
  ])('refuses to remove %s (409) and removes nothing', async (_title, present, removed) => {
    const id = await withActivities(...present);
    const before = await state();
    const response = await call(world.owner, 'PATCH', `/assignments/${id}/activities`, removed.map(quiz));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'CONFLICT', message: 'An assignment keeps at least one activity' });
    expect(await state()).toEqual(before);
  });

  it('matches by questId whatever the type sent, and ignores questIds not in it', async () => {
    const id = await withActivities('a', 'b', 'c');
    const body = [{ questId: 'b', activityType: 'song' }, quiz('nope')];
    expect((await call(world.owner, 'PATCH', `/assignments/${id}/activities`, body)).statusCode).toBe(204);
    expect(await questIdsOf(id)).toEqual(['a', 'c']);
    const before = await state();
    expect((await call(world.owner, 'PATCH', `/assignments/${id}/activities`, [quiz('nope')])).statusCode).toBe(204);
    expect(await state()).toEqual(before);
  });

  it('lets removals at once never remove the last activity: they take turns on the locked assignment', async () => {
    const questIds = Array.from({ length: 8 }, (_, i) => `r${i}`);
    const id = await withActivities(...questIds);
    const responses = await Promise.all(
      questIds.map((questId, i) =>
        call(i % 2 ? world.admin : world.owner, 'PATCH', `/assignments/${id}/activities`, [quiz(questId)]),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(1);
    expect(await questIdsOf(id)).toHaveLength(1);
  });
});
