import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { REGISTERED_USERS_TEXTS } from '@portal/domain/metrics-texts';

let api: TestApi;
let root: UserRow;

const day = (date: string, time = '12:00:00') => new Date(`${date}T${time}Z`);

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  const north = await addSchool(db, 'North Primary');
  const south = await addSchool(db, 'South Primary');
  root = await addPerson(db, { schoolId: null, roles: ['root'], createdAt: day('2026-02-10') });
  // Two schools, 25 people created on 1 to 25 February 2026, plus boundary cases on the 26th.
  for (let index = 1; index <= 25; index += 1) {
    await addPerson(db, {
      schoolId: index % 2 ? north : south,
      roles: ['student'],
      firstName: `P${index}`,
      createdAt: day(`2026-02-${String(index).padStart(2, '0')}`),
    });
  }
  await addPerson(db, {
    schoolId: north,
    roles: ['teacher'],
    firstName: 'Early',
    createdAt: day('2026-02-26', '00:00:00'),
  });
  await addPerson(db, {
    schoolId: north,
    roles: ['teacher'],
    firstName: 'Late',
    createdAt: day('2026-02-26', '23:59:59'),
  });
  await addPerson(db, {
    schoolId: north,
    roles: ['teacher'],
    firstName: 'Next',
    createdAt: day('2026-02-27', '00:00:00'),
  });
});
afterAll(() => api.close());

const registered = async (query: string) =>
  api.app.inject({ url: `/api/v1/registered-users?${query}`, ...(await sessionFor(api.database.db, root)) });

describe('GET /registered-users', () => {
  it("lists every school's people, newest first, 10 a page by default, with the total", async () => {
    const response = await registered('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(28);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({
      userId: expect.any(String),
      firstName: 'Next',
      lastName: expect.any(String),
      role: ['teacher'],
      email: expect.any(String),
      yearLevel: null,
      schoolId: expect.any(String),
      schoolName: 'North Primary',
      createdAt: '2026-02-27T00:00:00.000Z',
    });
    expect(body.data.some((row: { schoolName: string }) => row.schoolName === 'South Primary')).toBe(true);
    expect(JSON.stringify(body)).not.toContain(root.id);
  });

  it('filters by creation day, both ends included (UTC)', async () => {
    const body = (await registered('dateFrom=2026-02-26&dateTo=2026-02-26')).json();
    expect(body.data.map((row: { firstName: string }) => row.firstName)).toEqual(['Late', 'Early']);
    expect((await registered('dateFrom=2026-02-05&dateTo=2026-02-09')).json().total).toBe(5);
    expect((await registered('dateFrom=2026-02-20')).json().total).toBe(9);
    expect((await registered('dateTo=2026-02-02')).json().total).toBe(2);
  });

  it('pages by a 0-based page of `count` (the page sizes 10, 20 and 30 the page offers, or any up to 100), or from any `start`', async () => {
    const page = (await registered('count=20&page=1')).json();
    expect(page.total).toBe(28);
    expect(page.data).toHaveLength(8);
    expect(page.data.at(-1).firstName).toBe('P1');
    expect((await registered('count=30')).json().data).toHaveLength(28);
    expect((await registered('page=5')).json().data).toEqual([]);
    const fromStart = (await registered('count=3&start=7')).json();
    expect(fromStart.data.map((row: { firstName: string }) => row.firstName)).toEqual(
      (await registered('count=10'))
        .json()
        .data.slice(7, 10)
        .map((row: { firstName: string }) => row.firstName),
    );
    expect((await registered('count=100')).json().data).toHaveLength(28);
  });

  it('refuses page sizes outside 1 to 100, malformed dates and a range that ends before it starts', async () => {
    for (const query of [
      'count=0',
      'count=101',
      'page=-1',
      'start=-1',
      'dateFrom=26/02/2026',
      'dateFrom=2026-02-10&dateTo=2026-02-01',
    ]) {
      const response = await registered(query);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('says why a range that ends before it starts is refused, in the words the form uses', async () => {
    const response = await registered('dateFrom=2026-02-10&dateTo=2026-02-01');
    expect(response.json().error.message).toBe(REGISTERED_USERS_TEXTS.reversedRange);
  });
});
