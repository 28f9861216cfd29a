import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { callAs } from '../testing/assignment-world.js';
import { NOW, buildMetricsWorld, type MetricsWorld } from '../testing/metrics-world.js';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { countStatements } from '../testing/statement-count.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

/*
 * The metrics calls as a client meets them: hostile input refused with a
 * clear 400, the groups each member of staff gets, a school with nothing
 * yet, and statements that do not grow with the ids of a batch.
 */

let api: TestApi;
let world: MetricsWorld;

beforeAll(async () => {
  api = await startTestApi({ now: () => NOW });
  world = await buildMetricsWorld(api.database.db);
});
afterAll(() => api.close());

describe('a metrics call with bad input', () => {
  const cases: [string, InjectOptions['method'], () => string, unknown, string][] = [
    ['a user id that is no uuid', 'GET', () => '/metrics/Individual/12345', undefined, 'userId: Not a user id'],
    ['a group id that is no uuid', 'GET', () => "/metrics/Group/1' or '1'='1", undefined, 'groupId: Not a group id'],
    ['a school id that is no uuid', 'GET', () => '/metrics/School/..%2F..', undefined, 'schoolId: Not a school id'],
    [
      'a period not offered',
      'GET',
      () => `/metrics/School/${world.schoolId}?period=6`,
      undefined,
      'period: Send all, 1, 3 or 12',
    ],
    [
      'a period given twice',
      'GET',
      () => `/metrics/School/${world.schoolId}?period=1&period=3`,
      undefined,
      'period: Send all, 1, 3 or 12',
    ],
    [
      'an unknown grouping',
      'GET',
      () => `/metrics/Group/${world.seeds}?by=subject`,
      undefined,
      'by: Send realm or topic',
    ],
    [
      'a batch that is no list',
      'POST',
      () => '/metrics/Individual',
      { userIds: 'all' },
      'Send a list of user ids, or {"userIds": [...]}',
    ],
    ['a batch with a bad id', 'POST', () => '/metrics/Group', ['nope'], 'Not a group id'],
    [
      'a batch of too many ids',
      'POST',
      () => '/metrics/Group',
      Array.from({ length: 101 }, () => randomUUID()),
      'At most 100 ids',
    ],
  ];
  it.each(cases)('answers 400 for %s, saying what is wrong', async (_name, method, url, payload, message) => {
    const response = await callAs(api, world.ada, method, url(), payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
    expect(response.json().error.message).toContain(message);
    // No stack trace, source file or SQL in the answer.
    expect(response.body).not.toMatch(/\\n|\.ts:|select /i);
  });
});

describe('the groups a member of staff gets', () => {
  async function accuracyNames(actor: UserRow): Promise<string[]> {
    const response = await callAs(api, actor, 'GET', `/metrics/GroupAccuracy/${world.schoolId}`);
    expect(response.statusCode, response.body).toBe(200);
    return [...new Set((response.json().data as { Name: string }[]).map((entry) => entry.Name))];
  }

  it('are every group of the school for an admin, and the owned ones for a teacher', async () => {
    expect(await accuracyNames(world.ada)).toEqual(['Seeds', 'Stars']);
    expect(await accuracyNames(world.tia)).toEqual(['Seeds']);
    expect(await accuracyNames(world.tom)).toEqual(['Stars']);
  });

  it('leave out of a batch the groups and students the caller may not read', async () => {
    const groupsResponse = await callAs(api, world.tia, 'POST', '/metrics/Group', [world.stars, world.seeds]);
    expect(groupsResponse.json().data.map((entry: { groupId: string }) => entry.groupId)).toEqual([world.seeds]);
    const { ann, dan, fay } = world.students;
    const studentsResponse = await callAs(api, world.tia, 'POST', '/metrics/Individual', {
      userIds: [dan.id, ann.id, fay.id, world.tom.id],
    });
    expect(studentsResponse.json().data.map((entry: { userId: string }) => entry.userId)).toEqual([ann.id]);
  });

  it('answer 404 for a person who is not a student, as for results', async () => {
    const response = await callAs(api, world.ada, 'GET', `/metrics/Individual/${world.tom.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No metrics for this person: only students have metrics');
  });
});

describe('a school with nothing yet', () => {
  it('has no months with work, empty months when a period is asked, no groups and no year levels', async () => {
    const { db } = api.database;
    const schoolId = await addSchool(db, 'Empty School');
    const admin = await addPerson(db, { schoolId, roles: ['admin', 'teacher'] });
    const get = async (url: string) => {
      const response = await callAs(api, admin, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect((await get(`/metrics/School/${schoolId}`)).MetricsList).toEqual([]);
    const year = (await get(`/metrics/School/${schoolId}?period=12`)).MetricsList;
    expect(year).toHaveLength(12);
    expect(year[11]).toMatchObject({ Year: 2026, Month: 'March', CompleteRate: null, AccuracyRate: null });
    expect((await get(`/metrics/viewSchool/${schoolId}?period=3`)).MetricsList).toHaveLength(3);
    expect(await get(`/metrics/GroupAccuracy/${schoolId}`)).toEqual([]);
    expect(await get(`/metrics/YearLevel/${schoolId}`)).toEqual([]);
  });
});

// The session's, the school's zone (which names the months: one row by key), and the reads.
describe('the statements of a metrics call', () => {
  async function statementsOf(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<number> {
    const session = await sessionFor(api.database.db, world.ada);
    return countStatements(api.database, async () => {
      const response = await api.app.inject({
        method,
        url: `/api/v1${url}`,
        ...(payload === undefined ? {} : { payload: payload as object }),
        ...session,
      });
      expect(response.statusCode, response.body).toBe(200);
    });
  }

  it('are as many for a batch of six students as for one', async () => {
    const ids = Object.values(world.students).map((student) => student.id);
    const one = await statementsOf('POST', '/metrics/Individual?period=12', ids.slice(0, 1));
    expect(await statementsOf('POST', '/metrics/Individual?period=12', ids)).toBe(one);
    expect(one).toBeLessThanOrEqual(5);
  });

  it('are as many for a batch of two groups as for one', async () => {
    const one = await statementsOf('POST', '/metrics/Group', [world.seeds]);
    expect(await statementsOf('POST', '/metrics/Group', [world.seeds, world.stars])).toBe(one);
    expect(one).toBeLessThanOrEqual(5);
  });

  it('are a handful for the school, its view, its groups’ accuracy and its year levels', async () => {
    for (const path of ['School', 'viewSchool', 'GroupAccuracy', 'YearLevel']) {
      expect(await statementsOf('GET', `/metrics/${path}/${world.schoolId}`), path).toBeLessThanOrEqual(4);
    }
  });
});
