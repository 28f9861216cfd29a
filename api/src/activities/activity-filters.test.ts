import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import type { ActivityJson } from './activity-json.js';
import { loadActivityLibrary, shippedActivities, type LibraryActivity } from './activity-library.js';

/*
 * Issue 35: the library's search ignores accents and case, and filters by
 * year level and by curriculum code; the codes it filters by are the ones
 * its activities cover.
 */

interface ListAnswer {
  data: ActivityJson[];
  total: number;
}

const shipped = shippedActivities();
const [first] = shipped;
if (!first) throw new Error('empty library');
/** Two activities with accented names, beside the shipped library (whose names have none). */
const zoe: LibraryActivity = { ...first, questId: 'q-env-901', name: "Zoë's Backyard Minibeasts" };
const eclosion: LibraryActivity = { ...first, questId: 'q-env-902', name: 'Éclosion: How a Butterfly Hatches' };

let api: TestApi;
let teacher: Pick<InjectOptions, 'cookies'>;

beforeAll(async () => {
  api = await startTestApi();
  const db = api.database.db;
  await loadActivityLibrary(db, [...shipped, zoe, eclosion]);
  teacher = await sessionFor(db, await addPerson(db, { schoolId: await addSchool(db), roles: ['teacher'] }));
});
afterAll(() => api.close());

async function list(query: string): Promise<ListAnswer> {
  const response = await api.app.inject({ url: `/api/v1/activities${query}`, ...teacher });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListAnswer>();
}

async function refused(query: string): Promise<string> {
  const response = await api.app.inject({ url: `/api/v1/activities${query}`, ...teacher });
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ error: { message: string } }>().error.message;
}

const questIds = (answer: ListAnswer) => answer.data.map((activity) => activity.questId);

describe('the library search, accents and case aside', () => {
  it('finds "Zoë" by "Zoe", "zoe", "ZOË" or a decomposed "zoë", and "Éclosion" by "eclosion"', async () => {
    for (const typed of ['Zoe', 'zoe', 'ZOË', 'zoe%CC%88%27s%20BACKYARD']) {
      expect(questIds(await list(`?name=${typed}`)), typed).toEqual([zoe.questId]);
    }
    expect(questIds(await list('?name=eclosion'))).toEqual([eclosion.questId]);
    expect(questIds(await list('?name=%C3%A9closion%20HATCHES'))).toEqual([eclosion.questId]);
  });

  it('puts the accented name first when the search is its whole name without accents', async () => {
    const answer = await list('?name=zoes%20backyard%20minibeasts');
    expect(answer.total).toBe(0);
    expect(questIds(await list("?name=zoe's%20backyard%20minibeasts"))[0]).toBe(zoe.questId);
  });
});

describe('the library filters', () => {
  it('keeps the activities written for a year level', async () => {
    const library = [...shipped, zoe, eclosion];
    for (const year of [3, 6]) {
      const answer = await list(`?yearLevel=${year}&count=100`);
      expect(answer.total).toBe(library.filter((a) => a.yearLevels.includes(year)).length);
      expect(answer.data.every((a) => a.yearLevels.includes(year))).toBe(true);
    }
    expect((await list('?yearLevel=10')).total).toBe(0);
  });

  it('keeps the activities covering a curriculum code, typed in either case, with the other filters', async () => {
    const code = first.curriculumCodes[0] ?? '';
    const covering = [...shipped, zoe, eclosion].filter((a) => a.curriculumCodes.includes(code));
    const answer = await list(`?curriculumCode=${code.toLowerCase()}&count=100`);
    expect(answer.total).toBe(covering.length);
    expect(answer.data.every((a) => a.curriculumCodes.includes(code))).toBe(true);

    const year = first.yearLevels[0] ?? 0;
    const both = await list(`?curriculumCode=${code}&yearLevel=${year}&activityType=quiz&name=zoe`);
    expect(questIds(both)).toEqual([zoe.questId]);
  });

  it('refuses a year level outside 1 to 10 and a code that is not one, with 400 naming the field', async () => {
    expect(await refused('?yearLevel=0')).toMatch(/^yearLevel: /);
    expect(await refused('?yearLevel=11')).toMatch(/^yearLevel: /);
    expect(await refused('?yearLevel=4.5')).toMatch(/^yearLevel: /);
    expect(await refused('?curriculumCode=AC9M4N01')).toMatch(/^curriculumCode: Not an Australian Curriculum/);
    expect(await refused('?curriculumCode=AC9S4U01%00')).toMatch(/^curriculumCode: /);
  });
});

describe('the codes the library covers', () => {
  it('lists each code some activity covers once, with its name and year, and no other', async () => {
    const response = await api.app.inject({ url: '/api/v1/activities/curriculum', ...teacher });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { code: string; name: string; yearLevel: number }[] }>();
    const held = [...new Set(shipped.flatMap((a) => a.curriculumCodes))].sort();
    expect(data.map((item) => item.code)).toEqual(held);
    expect(data.every((item) => item.name.length > 0 && item.yearLevel >= 0)).toBe(true);
    expect((await api.app.inject({ url: '/api/v1/activities/curriculum' })).statusCode).toBe(401);
  });
});
