import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { shippedActivities } from './activity-library.js';

/*
 * Books, animations and songs as the API reads them (issue 33): a book's
 * pages with their pictures, an animation's scenes (a still, or in motion),
 * a song's lyrics and tune, and the check at the end of each, whose answers
 * only staff read.
 */

const BOOK = 'b-env-001';
const ANIMATION = 'a-env-001';
const SONG = 's-env-001';

let api: TestApi;
let world: AssignmentWorld;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildAssignmentWorld(api);
});
afterAll(() => api.close());

const read = async (actor: UserRow, questId: string) =>
  (await callAs(api, actor, 'GET', `/activities/${questId}`)).json().data;
const stored = (questId: string) => shippedActivities().find((activity) => activity.questId === questId)?.story;

describe('a book, an animation and a song as read', () => {
  it("reads a book's pages with a picture each, and its check without answers for a student", async () => {
    const story = stored(BOOK);
    if (story?.kind !== 'book') throw new Error(`${BOOK} is no written book`);
    const book = await read(world.student, BOOK);
    expect(book.book.pages).toEqual(
      story.pages.map((page, index) => ({
        text: page.text,
        illustrationUrl: `/api/v1/activities/${BOOK}/pictures/${index + 1}.svg`,
      })),
    );
    expect(book.check).toHaveLength(story.check.length);
    for (const question of book.check) {
      expect(question).not.toHaveProperty('answerChoiceId');
      expect(question).not.toHaveProperty('explanation');
    }
    const staff = await read(world.owner, BOOK);
    expect(staff.check.map((question: { answerChoiceId: string }) => question.answerChoiceId)).toEqual(
      story.check.map((question) => question.answerChoiceId),
    );
    expect(book).not.toHaveProperty('animation');
    expect(book).not.toHaveProperty('song');
  });

  it("draws a page's picture as SVG that may run nothing, and a scene's still or in motion", async () => {
    const page = await callAs(api, world.student, 'GET', `/activities/${BOOK}/pictures/1.svg`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(page.body).toContain(`<title>`);
    expect(page.body).not.toMatch(/<script|href=|url\(/);

    const scenes = (await read(world.student, ANIMATION)).animation.scenes;
    expect(scenes.length).toBeGreaterThanOrEqual(4);
    const still = await callAs(api, world.student, 'GET', scenes[0].pictureUrl.replace('/api/v1', ''));
    const moving = await callAs(api, world.student, 'GET', `${scenes[0].pictureUrl.replace('/api/v1', '')}?animated=1`);
    expect(still.body).not.toContain('@keyframes');
    expect(moving.body).toContain('@keyframes');
    // A book's page stays a still whatever is asked.
    const asked = await callAs(api, world.student, 'GET', `/activities/${BOOK}/pictures/1.svg?animated=1`);
    expect(asked.body).not.toContain('@keyframes');
  });

  it('answers 404 for a picture past the last page, of a song or a quiz, and 400 for page 0', async () => {
    const pages = (await read(world.student, BOOK)).book.pages.length;
    const status = async (path: string) => (await callAs(api, world.student, 'GET', path)).statusCode;
    expect(await status(`/activities/${BOOK}/pictures/${pages + 1}.svg`)).toBe(404);
    expect(await status(`/activities/${SONG}/pictures/1.svg`)).toBe(404);
    expect(await status(`/activities/q-env-001/pictures/1.svg`)).toBe(404);
    expect(await status(`/activities/${BOOK}/pictures/0.svg`)).toBe(400);
  });

  it("reads a song's lyrics and tune, and its check: the line with a word missing", async () => {
    const story = stored(SONG);
    if (story?.kind !== 'song') throw new Error(`${SONG} is no written song`);
    const song = await read(world.parent, SONG);
    expect(song.song).toEqual({
      tune: story.tune,
      tempo: story.tempo,
      verses: story.verses.map((lines) => ({ lines })),
      chorus: story.chorus,
    });
    expect(song.check).toHaveLength(1);
    expect(song.check[0].prompt).toMatch(/___/);
    expect(song.check[0]).not.toHaveProperty('answerChoiceId');
  });
});
