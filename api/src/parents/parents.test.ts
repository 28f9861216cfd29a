import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';

let api: TestApi;
let school: string;
let admin: UserRow;

const addChild = async (actor: UserRow, parentId: string, childEmail: string) =>
  api.app.inject({
    method: 'PATCH',
    url: `/api/v1/parent/${parentId}/add-child`,
    payload: { childEmail },
    ...(await sessionFor(api.database.db, actor)),
  });

const getAs = async (actor: UserRow, url: string) =>
  api.app.inject({ url: `/api/v1${url}`, ...(await sessionFor(api.database.db, actor)) });

beforeAll(async () => {
  api = await startTestApi();
  school = await addSchool(api.database.db);
  admin = await addPerson(api.database.db, { schoolId: school, roles: ['admin', 'teacher'] });
});
afterAll(() => api.close());

const person = (roles: string[], extra: Partial<Parameters<typeof addPerson>[1]> = {}) =>
  addPerson(api.database.db, { schoolId: school, roles, ...extra });

describe('PATCH /parent/{id}/add-child', () => {
  it('links the student with that e-mail, whatever its case; a parent may have several children', async () => {
    const parent = await person(['parent']);
    const zoe = await person(['student'], { firstName: 'Zoë', email: 'zoe.link@world.school' });
    const jose = await person(['student'], { firstName: 'José' });
    const first = await addChild(parent, parent.id, ' ZOE.Link@World.School ');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: [{ id: zoe.id, firstname: 'Zoë' }] });
    const second = await addChild(parent, parent.id, jose.email);
    expect(second.json().data).toEqual([
      { id: jose.id, firstname: 'José' },
      { id: zoe.id, firstname: 'Zoë' },
    ]);
  });

  it('is idempotent', async () => {
    const parent = await person(['parent']);
    const child = await person(['student']);
    expect((await addChild(admin, parent.id, child.email)).statusCode).toBe(200);
    const again = await addChild(admin, parent.id, child.email);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toHaveLength(1);
  });

  it('answers the spec message for an unknown e-mail, a non-student, or a student of another school', async () => {
    const parent = await person(['parent']);
    const teacher = await person(['teacher']);
    const elsewhere = await addSchool(api.database.db, 'Elsewhere');
    const foreign = await addPerson(api.database.db, { schoolId: elsewhere, roles: ['student'] });
    for (const email of ['nobody@world.school', teacher.email, foreign.email, parent.email]) {
      const response = await addChild(parent, parent.id, email);
      expect(response.statusCode, email).toBe(404);
      expect(response.json().error).toEqual({
        code: 'NOT_FOUND',
        message: 'Sorry, the entered email is invalid. Please check it and try again!',
        field: 'childEmail',
      });
    }
  });

  it('refuses a malformed e-mail before looking anything up', async () => {
    const parent = await person(['parent']);
    const response = await addChild(parent, parent.id, 'not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('childEmail');
  });
});

describe("reading a parent's children", () => {
  it("GET /parent/get-children answers the signed-in parent's children as {id, firstname}", async () => {
    const parent = await person(['parent']);
    const child = await person(['student'], { firstName: 'Ngọc' });
    await addChild(parent, parent.id, child.email);
    const response = await getAs(parent, '/parent/get-children');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [{ id: child.id, firstname: 'Ngọc' }] });
    const none = await getAs(await person(['parent']), '/parent/get-children');
    expect(none.json()).toEqual({ data: [] });
  });

  it('GET /parent/{id}/children answers the same shape for staff', async () => {
    const parent = await person(['parent']);
    const child = await person(['student'], { firstName: 'Ava' });
    await addChild(admin, parent.id, child.email);
    const response = await getAs(admin, `/parent/${parent.id}/children`);
    expect(response.json()).toEqual({ data: [{ id: child.id, firstname: 'Ava' }] });
  });

  it('GET /parents/children?ids= answers each readable parent with the children in detail', async () => {
    const [one, two] = [await person(['parent']), await person(['parent'])];
    const child = await person(['student'], { firstName: 'Kai', lastName: 'Tanaka' });
    await addChild(admin, one.id, child.email);
    const response = await getAs(admin, `/parents/children?ids=${one.id},${two.id}`);
    expect(response.statusCode).toBe(200);
    const byParent = Object.fromEntries(
      response.json().data.map((row: { parentId: string; children: unknown[] }) => [row.parentId, row.children]),
    );
    expect(byParent).toEqual({
      [one.id]: [{ id: child.id, firstname: 'Kai', lastName: 'Tanaka', email: child.email }],
      [two.id]: [],
    });
  });
});
