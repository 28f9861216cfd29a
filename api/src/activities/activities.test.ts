import type { InjectOptions } from 'fastify';
import { REALMS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import type { ActivityJson } from './activity-json.js';
import { shippedActivities } from './activity-library.js';

/*
 * The activity library through the API: any signed-in user searches it by
 * name, realms and types, pages from 0, reads one activity with its
 * questions, and fetches its images.
 */

interface ListAnswer {
  data: ActivityJson[];
  total: number;
}

const shipped = shippedActivities();
const realmOrder = (realm: string) => REALMS.findIndex((entry) => entry.realm === realm);

let api: TestApi;
let teacher: Pick<InjectOptions, 'cookies'>;
let student: Pick<InjectOptions, 'cookies'>;
let root: Pick<InjectOptions, 'cookies'>;
let parent: Pick<InjectOptions, 'cookies'>;
let admin: Pick<InjectOptions, 'cookies'>;

beforeAll(async () => {
  api = await startTestApi();
  const db = api.database.db;
  const schoolId = await addSchool(db);
  teacher = await sessionFor(db, await addPerson(db, { schoolId, roles: ['teacher'] }));
  student = await sessionFor(db, await addPerson(db, { schoolId, roles: ['student'], yearLevel: 4 }));
  root = await sessionFor(db, await addPerson(db, { schoolId: null, roles: ['root'] }));
  parent = await sessionFor(db, await addPerson(db, { schoolId, roles: ['parent'] }));
  admin = await sessionFor(db, await addPerson(db, { schoolId, roles: ['admin'] }));
});
afterAll(() => api.close());

async function list(query: string, as = teacher): Promise<ListAnswer> {
  const response = await api.app.inject({ url: `/api/v1/activities${query}`, ...as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListAnswer>();
}

async function refused(url: string): Promise<string> {
  const response = await api.app.inject({ url, ...teacher });
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ error: { message: string } }>().error.message;
}

describe('searching the activity library', () => {
  it('answers 10 by default, by realm then name, counting the whole library', async () => {
    const { data, total } = await list('');
    expect(total).toBe(shipped.length);
    expect(data).toHaveLength(10);
    expect(data.every((activity) => activity.realm === 'Green Acres')).toBe(true);
    const names = data.map((activity) => activity.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(data[0]?.questions).toBeUndefined();
  });

  it('pages from 0: page 0 and 1 follow each other, and a page past the end is empty with the total', async () => {
    const first = await list('?count=7&page=0');
    const second = await list('?count=7&page=1');
    const both = await list('?count=14');
    expect([...first.data, ...second.data].map((a) => a.questId)).toEqual(both.data.map((a) => a.questId));
    const past = await list(`?count=100&page=${Math.ceil(shipped.length / 100)}`);
    expect(past).toEqual({ data: [], total: shipped.length });
  });

  it('walks the whole library in realm order with count 100', async () => {
    const seen: ActivityJson[] = [];
    for (let page = 0; seen.length < shipped.length; page += 1) {
      const { data } = await list(`?count=100&page=${page}`);
      if (data.length === 0) break;
      seen.push(...data);
    }
    expect(new Set(seen.map((activity) => activity.questId)).size).toBe(shipped.length);
    const orders = seen.map((activity) => realmOrder(activity.realm));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('filters by a list of realms, comma-separated or repeated, in either spelling or by topic', async () => {
    const expected = shipped.filter((a) => a.realm === 'Habiterra' || a.realm === 'Cape Cosmos').length;
    const commas = await list('?realm=Habiterra,Cape%20Cosmos&count=100');
    const repeated = await list('?realm=Habiterra&realm=Cape%20Cosmos&count=100');
    expect(commas.total).toBe(expected);
    expect(repeated).toEqual(commas);
    expect(new Set(commas.data.map((a) => a.realm))).toEqual(new Set(['Habiterra', 'Cape Cosmos']));

    const isle = await list(`?realm=${encodeURIComponent("Edison's Isle")}&count=100`);
    const avenue = await list('?realm=Edison%20Avenue&count=100');
    const topic = await list('?realm=inventions&count=100');
    expect(isle.total).toBe(shipped.filter((a) => a.realm === "Edison's Isle").length);
    expect(avenue).toEqual(isle);
    expect(topic).toEqual(isle);
    expect(isle.data.every((activity) => activity.realm === "Edison's Isle")).toBe(true);
  });

  it('filters by a list of types', async () => {
    const { data, total } = await list('?activityType=quiz,song&count=100');
    expect(total).toBe(shipped.filter((a) => a.activityType === 'quiz' || a.activityType === 'song').length);
    expect(new Set(data.map((a) => a.activityType))).toEqual(new Set(['quiz', 'song']));
    const both = await list('?activityType=book&realm=Fahren%20Heights&count=100');
    expect(both.total).toBe(shipped.filter((a) => a.activityType === 'book' && a.realm === 'Fahren Heights').length);
  });

  it('matches name words in any order, whole or in part, case aside, most relevant first', async () => {
    const reordered = await list('?name=travel%20SEEDS');
    expect(reordered.data.map((a) => a.name)).toContain('How Seeds Travel');
    expect(reordered.data.every((a) => /travel/i.test(a.name) && /seeds/i.test(a.name))).toBe(true);

    const part = await list('?name=ollinat');
    expect(part.data.map((a) => a.name)).toContain('Pollinators at Work');

    const exact = await list('?name=how%20seeds%20travel');
    expect(exact.data[0]?.questId).toBe('q-env-001');

    const littleWords = await list('?name=how%20the%20seeds');
    expect(littleWords.data.map((a) => a.name)).toContain('How Seeds Travel');
    const onlyLittle = await list('?name=the&count=100');
    expect(onlyLittle.total).toBe(shipped.filter((a) => /the/i.test(a.name)).length);

    const phrase = await list('?name=the%20water%20cycle%20in%20a%20jar');
    expect(phrase.data[0]?.name).toBe('The Water Cycle in a Jar');

    const water = await list('?name=water&count=100');
    expect(water.total).toBe(shipped.filter((a) => /water/i.test(a.name)).length);
    expect(water.data[0]?.name.toLowerCase().startsWith('water')).toBe(
      shipped.some((a) => a.name.toLowerCase().startsWith('water')),
    );
  });

  it('takes the wildcards of a name search literally', async () => {
    expect((await list('?name=%25')).total).toBe(0);
    expect((await list('?name=_')).total).toBe(0);
  });

  it('answers a blank name as no filter', async () => {
    expect((await list('?name=%20%20')).total).toBe(shipped.length);
  });

  it('reads a batch by questIds in the order asked, with questions, leaving out unknown ids', async () => {
    const { data, total } = await list('?ids=q-env-002,s-env-001&ids=q-zzz-999,q-env-001');
    expect(data.map((a) => a.questId)).toEqual(['q-env-002', 's-env-001', 'q-env-001']);
    expect(total).toBe(3);
    expect(data[0]?.questions?.length).toBeGreaterThanOrEqual(4);
    expect(data[1]?.questions).toBeUndefined();
  });

  it('is open to every signed-in user, root and students included, and closed to visitors', async () => {
    expect((await list('?count=1', student)).total).toBe(shipped.length);
    expect((await list('?count=1', root)).total).toBe(shipped.length);
    for (const url of ['/api/v1/activities', '/api/v1/activities/q-env-001']) {
      const visitor = await api.app.inject({ url });
      expect(visitor.statusCode).toBe(401);
    }
  });

  it('refuses bad input with 400 naming the field', async () => {
    expect(await refused('/api/v1/activities?realm=Atlantis')).toMatch(
      /^realm: Unknown realm "Atlantis": use Green Acres/,
    );
    expect(await refused('/api/v1/activities?realm=Habiterra,Atlantis')).toMatch(/Unknown realm "Atlantis"/);
    expect(await refused('/api/v1/activities?activityType=video')).toMatch(
      /^activityType: Unknown activity type "video": use quiz, game, book, animation, song/,
    );
    expect(await refused('/api/v1/activities?count=0')).toMatch(/^count: /);
    expect(await refused('/api/v1/activities?count=101')).toMatch(/^count: /);
    expect(await refused('/api/v1/activities?page=-1')).toMatch(/^page: /);
    expect(await refused('/api/v1/activities?name=seed%00')).toBe('name: Control characters are not allowed');
    expect(await refused(`/api/v1/activities?name=${'a'.repeat(101)}`)).toMatch(/^name: /);
    expect(await refused('/api/v1/activities?ids=Not%20An%20Id')).toMatch(/^ids/);
  });
});

describe('one activity', () => {
  const quiz = shipped.find((activity) => activity.questId === 'q-env-001');
  const reads = ['/api/v1/activities/q-env-001', '/api/v1/activities?ids=q-env-001,g-env-001'];

  it('answers a student, a parent and root a quiz with its questions and no sign of which choice is right', async () => {
    for (const [who, as] of [
      ['student', student],
      ['parent', parent],
      ['root', root],
    ] as const) {
      for (const url of reads) {
        const response = await api.app.inject({ url, ...as });
        expect(response.statusCode, `${who} ${url}`).toBe(200);
        // The whole answer, as sent: no key naming the right choice, no flag, no explanation.
        expect(response.body, `${who} ${url}`).not.toMatch(/answerChoiceId|"correct"|explanation|"expected"/i);
        for (const question of quiz?.questions ?? []) {
          expect(response.body, `${who} ${url}`).not.toContain(question.explanation);
        }
        const read = response.json<{ data: ActivityJson | ActivityJson[] }>().data;
        const [activity] = Array.isArray(read) ? read : [read];
        expect(activity?.questions?.length, `${who} ${url}`).toBe(quiz?.questions?.length);
        for (const question of activity?.questions ?? []) {
          expect(Object.keys(question).sort()).toEqual(['choices', 'itemId', 'prompt']);
          for (const choice of question.choices) expect(Object.keys(choice).sort()).toEqual(['choiceId', 'text']);
        }
      }
    }
  });

  it("answers staff a quiz with each question's right choice and its explanation", async () => {
    for (const as of [teacher, admin]) {
      for (const url of reads) {
        const read = (await api.app.inject({ url, ...as })).json<{ data: ActivityJson | ActivityJson[] }>().data;
        const [activity] = Array.isArray(read) ? read : [read];
        expect(activity).toMatchObject({ questId: 'q-env-001', name: 'How Seeds Travel', realm: 'Green Acres' });
        expect(activity?.curriculumCodes).toContain('AC9S3U01');
        expect(activity?.questions).toEqual(quiz?.questions);
        const [first] = activity?.questions ?? [];
        const right = first?.choices.find((choice) => choice.choiceId === first.answerChoiceId);
        expect(right?.text).toBe('A dandelion seed with its fluffy parachute');
        expect(first?.explanation).toBeTruthy();
      }
    }
  });

  it('answers 404 for an unknown questId and 400 for one that cannot be', async () => {
    const unknown = await api.app.inject({ url: '/api/v1/activities/q-env-999', ...teacher });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No activity has this questId');
    expect((await api.app.inject({ url: '/api/v1/activities/Not%20One', ...teacher })).statusCode).toBe(400);
  });
});

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('activity images', () => {
  it('serves the banner and preview the activity names, as PNG, immutable for a year, with an ETag', async () => {
    const { data } = await list('?ids=a-env-003');
    const activity = data[0];
    if (!activity) throw new Error('a-env-003 missing');
    expect(activity.bannerUrl).toMatch(/^\/api\/v1\/activities\/a-env-003\/images\/banner\.png\?v=[0-9a-f]{12}$/);
    for (const [url, size] of [
      [activity.bannerUrl, { width: 1200, height: 400 }],
      [activity.previewUrl, { width: 480, height: 320 }],
    ] as const) {
      const response = await api.app.inject({ url, ...student });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(pngSize(response.rawPayload)).toEqual(size);

      const again = await api.app.inject({ url, ...root, headers: { 'if-none-match': String(response.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['content-type']).toBeUndefined();
    }
  });

  it('draws the same image for the same activity every time, and different ones for different activities', async () => {
    const banner = (questId: string) =>
      api.app.inject({ url: `/api/v1/activities/${questId}/images/banner.png`, ...teacher });
    const [first, second, other] = await Promise.all([banner('q-env-001'), banner('q-env-001'), banner('q-env-002')]);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(first.headers.etag).toBe(second.headers.etag);
    expect(first.rawPayload.equals(other.rawPayload)).toBe(false);
  });

  it('answers 404 for an unknown activity and 401 for a visitor', async () => {
    const unknown = await api.app.inject({ url: '/api/v1/activities/q-env-999/images/banner.png', ...teacher });
    expect(unknown.statusCode).toBe(404);
    const visitor = await api.app.inject({ url: '/api/v1/activities/q-env-001/images/preview.png' });
    expect(visitor.statusCode).toBe(401);
  });
});
