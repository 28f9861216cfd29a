import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, type UserRow } from '../db/schema.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { gameResponses, storedGame } from '../testing/game-answers.js';
import { addAssignment } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

/*
 * A game is graded by the portal like a quiz (issue 32): the student sends
 * where each item went, the portal counts those placed right and answers
 * each with where it belongs. One game of each mechanic of Green Acres.
 */

const GAMES = {
  sort: 'g-env-001',
  order: 'g-env-003',
  match: 'g-env-004',
  label: 'g-env-006',
} as const;

let api: TestApi;
let world: AssignmentWorld;
let assignment: string;

beforeAll(async () => {
  api = await startTestApi({ throttle: { attemptLimitPerMinute: 1000 } });
  world = await buildAssignmentWorld(api);
  assignment = await addAssignment(api.database.db, {
    schoolId: world.school,
    groupId: world.group,
    name: 'Games of the garden',
    startDate: daysFromToday(-1),
    endDate: daysFromToday(7),
    activities: Object.values(GAMES).map((questId) => ({ questId, activityType: 'game' as const })),
  });
});
afterAll(() => api.close());

const record = (questId: string, responses: unknown) =>
  callAs(api, world.student, 'POST', '/progress', { assignmentId: assignment, questId, seconds: 90, responses });
const storedCount = async () =>
  (await api.database.db.select({ n: count() }).from(attempts).where(eq(attempts.assignmentId, assignment)))[0]?.n;

describe.each(Object.entries(GAMES))('a %s game', (mechanic, questId) => {
  const game = storedGame(questId);
  const items = game.items.length;

  it('counts a perfect attempt as every item right and finished', async () => {
    const response = await record(questId, gameResponses(questId));
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ answered: items, correct: items, completed: true });
    expect(data.feedback).toHaveLength(items);
    expect(data.feedback.every((item: { correct: boolean }) => item.correct)).toBe(true);
  });

  it('counts the wrong placements and names where each belongs', async () => {
    const wrong = mechanic === 'sort' ? 1 : 3;
    const sent = gameResponses(questId, wrong);
    const response = await record(questId, sent);
    const { data } = response.json();
    expect(data).toMatchObject({ answered: items, correct: items - wrong, completed: true });
    const solution = new Map(game.solution.map((entry) => [entry.itemId, entry.answer]));
    const misplaced = data.feedback.filter((item: { correct: boolean }) => !item.correct);
    expect(misplaced.map((item: { itemId: string }) => item.itemId).sort()).toEqual(
      sent
        .slice(0, wrong)
        .map((entry) => entry.itemId)
        .sort(),
    );
    for (const item of misplaced) {
      expect(item.expected).toBe(solution.get(item.itemId));
      expect(item.answer).toBe(sent.find((entry) => entry.itemId === item.itemId)?.answer);
      expect(item.answer).not.toBe(item.expected);
    }
    // Feedback follows the items as shown.
    expect(data.feedback.map((item: { itemId: string }) => item.itemId)).toEqual(game.items.map((one) => one.itemId));
  });

  it('counts a game left part way as unfinished, with feedback on the placed items only', async () => {
    const response = await record(questId, gameResponses(questId).slice(0, 3));
    const { data } = response.json();
    expect(data).toMatchObject({ answered: 3, correct: 3, completed: false });
    expect(data.feedback).toHaveLength(3);
  });

  it('refuses every malformed placement with 400 naming the field, storing nothing', async () => {
    const before = await storedCount();
    const right = gameResponses(questId);
    const [first, second] = right;
    if (!first || !second) throw new Error('a game of fewer than two items');
    const cases: [unknown, string, string][] = [
      [[{ ...first, itemId: 'g-env-999.0000000000' }], 'responses.0.itemId', 'No item of this game has this itemId'],
      [[first, first], 'responses.1.itemId', 'This item is already placed in this attempt'],
      [[...right, first], 'responses', `More responses than the game's ${items} items`],
    ];
    if (mechanic === 'order') {
      for (const position of ['0', String(items + 1), '1.5', 'first']) {
        cases.push([[{ ...first, answer: position }], 'responses.0.answer', `Not a position from 1 to ${items}`]);
      }
    } else {
      const notHere = {
        sort: "Not one of this game's groups",
        match: "Not one of this game's partners",
        label: "Not one of this diagram's spots",
      };
      const other = storedGame(GAMES[mechanic === 'sort' ? 'match' : 'sort']).targets[0]?.targetId;
      cases.push([[{ ...first, answer: other }], 'responses.0.answer', notHere[mechanic as keyof typeof notHere]]);
    }
    const taken = {
      match: 'This partner is already matched in this attempt',
      order: 'This position already holds an item in this attempt',
      label: 'This spot already has a label in this attempt',
    };
    if (mechanic !== 'sort') {
      cases.push([
        [first, { ...second, answer: first.answer }],
        'responses.1.answer',
        taken[mechanic as keyof typeof taken],
      ]);
    }
    for (const [responses, field, message] of cases) {
      const response = await record(questId, responses);
      expect(response.statusCode, JSON.stringify(responses)).toBe(400);
      expect(response.json().error).toMatchObject({ message, field });
    }
    expect(await storedCount()).toBe(before);
  });

  it('reads the game for a student or a parent with no sign of the solution, and for staff with it', async () => {
    const read = async (actor: UserRow) => (await callAs(api, actor, 'GET', `/activities/${questId}`)).json().data;
    for (const actor of [world.student, world.parent]) {
      const shown = await read(actor);
      expect(shown.game).toMatchObject({ mechanic, prompt: game.prompt });
      expect(shown.game.items).toEqual(game.items);
      expect(shown.game.targets).toEqual(game.targets);
      expect(shown.game).not.toHaveProperty('solution');
      expect(shown.minimumSeconds).toBe(0);
    }
    // The items are shown shuffled, not in the solution's order.
    expect(game.items.map((item) => item.itemId)).not.toEqual(game.solution.map((entry) => entry.itemId));
    for (const actor of [world.owner, world.admin]) expect((await read(actor)).game.solution).toEqual(game.solution);
  });
});

describe("a label game's diagram", () => {
  it('is an SVG of its drawing with each spot lettered, that may run nothing', async () => {
    const read = (await callAs(api, world.student, 'GET', `/activities/${GAMES.label}`)).json().data;
    expect(read.game.diagramUrl).toBe(`/api/v1/activities/${GAMES.label}/diagram.svg`);
    expect(read.game.diagramTitle).toBe(storedGame(GAMES.label).diagram?.title);
    const response = await callAs(api, world.student, 'GET', `/activities/${GAMES.label}/diagram.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const letters = [...response.body.matchAll(/<text [^>]*>([A-Z])<\/text>/g)].map((match) => match[1]);
    expect(letters).toEqual(read.game.targets.map((target: { text: string }) => target.text));
  });

  it('is 404 for a game without one, and for a visitor 401', async () => {
    expect((await callAs(api, world.student, 'GET', `/activities/${GAMES.sort}/diagram.svg`)).statusCode).toBe(404);
    expect(
      (await api.app.inject({ method: 'GET', url: `/api/v1/activities/${GAMES.label}/diagram.svg` })).statusCode,
    ).toBe(401);
  });
});
