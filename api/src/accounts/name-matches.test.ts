import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';

let api: TestApi;
let admin: UserRow;
let teacher: UserRow;
let zoe: UserRow;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  const school = await addSchool(db);
  admin = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'] });
  teacher = await addPerson(db, { schoolId: school, roles: ['teacher'], firstName: 'Ngọc', lastName: 'Trần' });
  zoe = await addPerson(db, { schoolId: school, roles: ['student'], firstName: 'Zoë', lastName: 'Brontë' });
  await addPerson(db, { schoolId: school, roles: ['student'], firstName: 'Ben', lastName: 'Brontë' });
  // Another school's namesake is not this school's concern.
  const elsewhere = await addSchool(db, 'Elsewhere');
  await addPerson(db, { schoolId: elsewhere, roles: ['student'], firstName: 'Zoë', lastName: 'Brontë' });
});
afterAll(() => api.close());

async function matches(viewer: UserRow, names: { firstName: string; lastName: string }[]) {
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/users/name-matches',
    payload: { names },
    ...(await sessionFor(api.database.db, viewer)),
  });
}

describe('POST /users/name-matches (an import’s namesakes)', () => {
  it("answers the school's students named like any name asked, case and accents aside, in one call", async () => {
    const response = await matches(admin, [
      { firstName: 'ZOE', lastName: ' bronte ' },
      { firstName: 'Ngoc', lastName: 'Tran' },
      { firstName: 'Ada', lastName: 'Brontë' },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: { userId: string; email: string }[]; total: number };
    // Zoë only: the teacher of the same name is no student, Ben is another first name.
    expect(body.data.map(({ userId }) => userId)).toEqual([zoe.id]);
    expect(body.data[0]?.email).toBe(zoe.email);
    expect(body.total).toBe(1);
  });

  it('answers none for no names, and only to those who may create accounts', async () => {
    expect((await matches(admin, [])).json()).toEqual({ data: [], total: 0 });
    expect((await matches(teacher, [{ firstName: 'Zoë', lastName: 'Brontë' }])).statusCode).toBe(403);
  });
});
