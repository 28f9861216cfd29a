import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AuditKind } from '@portal/domain';
import type { UserRow } from '../db/schema.js';
import { addGroup, addPerson, addSchool, sessionFor } from './school-world.js';
import { startTestApi, type TestApi } from './test-api.js';

/*
 * The audit tests' school (issue 29): an admin, a teacher who owns a group, a
 * parent, and another school's admin, on an API of the test file's own: each
 * file calls useAuditWorld() (test files share loaded modules, so hooks
 * registered on import would run for the first file only).
 */

export let api: TestApi;
export let school: string;
export let admin: UserRow;
export let teacher: UserRow;
export let parent: UserRow;
export let group: string;
export let otherAdmin: UserRow;

/** Starts the audit school's API before the calling file's tests, and closes it after them. */
export function useAuditWorld(): void {
  beforeAll(startAuditWorld);
  afterAll(() => api.close());
}

async function startAuditWorld(): Promise<void> {
  api = await startTestApi();
  const { db } = api.database;
  school = await addSchool(db, 'Audited School');
  admin = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'] });
  teacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  parent = await addPerson(db, { schoolId: school, roles: ['parent'] });
  group = await addGroup(db, { schoolId: school, name: 'Year 5 Science', owners: [teacher.id] });
  const otherSchool = await addSchool(db, 'Other School');
  otherAdmin = await addPerson(db, { schoolId: otherSchool, roles: ['admin', 'teacher'] });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call as `person`, from `address` (what the API takes for the client's address). */
export async function call(person: UserRow, method: Method, url: string, payload?: unknown, address = '10.29.0.7') {
  const options: InjectOptions = {
    method,
    url: `/api/v1${url}`,
    remoteAddress: address,
    ...(await sessionFor(api.database.db, person)),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  };
  return api.app.inject(options);
}

export interface Entry {
  at: string;
  kind: AuditKind;
  actorId: string;
  subjectId: string;
  detail: string;
  address: string;
}

/** The log as `reader` reads it, with these query parameters. */
export async function log(query = '', reader = admin): Promise<{ data: Entry[]; total: number }> {
  const response = await call(reader, 'GET', `/audit?count=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The entries a write made: what the log of `subject` holds now that it did not before. */
export async function entriesMadeBy(subject: string, write: () => Promise<{ statusCode: number; body: string }>) {
  const before = (await log(`&personId=${subject}`)).total;
  const response = await write();
  const after = await log(`&personId=${subject}`);
  return { response, entries: after.data.slice(0, after.total - before) };
}

export async function freshStudent() {
  return addPerson(api.database.db, { schoolId: school, roles: ['student'] });
}
