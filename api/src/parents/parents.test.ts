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
    const first = await addChild(admin, parent.id, ' ZOE.Link@World.School ');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: [{ id: zoe.id, firstname: 'Zoë', status: 'active' }] });
    const second = await addChild(admin, parent.id, jose.email);
    expect(second.json().data).toEqual([
      { id: jose.id, firstname: 'José', status: 'active' },
      { id: zoe.id, firstname: 'Zoë', status: 'active' },
    ]);
  });

  it("answers a parent's own request as pending, beside the children already linked", async () => {
    const parent = await person(['parent']);
    const ava = await person(['student'], { firstName: 'Ava' });
    const ben = await person(['student'], { firstName: 'Ben' });
    await addChild(admin, parent.id, ava.email);
    const response = await addChild(parent, parent.id, ben.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { id: ava.id, firstname: 'Ava', status: 'active' },
      { id: ben.id, firstname: 'Ben', status: 'pending' },
    ]);
  });

  it("is idempotent; a request never demotes an active link, and an admin's link activates a request", async () => {
    const parent = await person(['parent']);
    const child = await person(['student']);
    expect((await addChild(admin, parent.id, child.email)).statusCode).toBe(200);
    const again = await addChild(parent, parent.id, child.email);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual([expect.objectContaining({ id: child.id, status: 'active' })]);

    const requested = await person(['student']);
    expect((await addChild(parent, parent.id, requested.email)).json().data).toContainEqual(
      expect.objectContaining({ id: requested.id, status: 'pending' }),
    );
    expect((await addChild(admin, parent.id, requested.email)).json().data).toContainEqual(
      expect.objectContaining({ id: requested.id, status: 'active' }),
    );
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
  it("GET /parent/get-children answers the signed-in parent's children as {id, firstname}, not pending requests", async () => {
    const parent = await person(['parent']);
    const child = await person(['student'], { firstName: 'Ngọc' });
    await addChild(admin, parent.id, child.email);
    await addChild(parent, parent.id, (await person(['student'])).email);
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

  it('GET /parents/children?ids= answers each readable parent with a page of the children as users', async () => {
    const [one, two] = [await person(['parent']), await person(['parent'])];
    const child = await person(['student'], { firstName: 'Kai', lastName: 'Tanaka' });
    await addChild(admin, one.id, child.email);
    const response = await getAs(admin, `/parents/children?ids=${one.id},${two.id}`);
    expect(response.statusCode).toBe(200);
    const byParent = Object.fromEntries(
      response.json().data.map((row: { parentId: string; children: unknown[] }) => [row.parentId, row.children]),
    );
    expect(byParent).toEqual({
      [one.id]: [
        expect.objectContaining({
          userId: child.id,
          firstName: 'Kai',
          lastName: 'Tanaka',
          email: child.email,
          role: ['student'],
        }),
      ],
      [two.id]: [],
    });
    const second = await person(['student'], { firstName: 'Lea', lastName: 'Tanaka' });
    await addChild(admin, one.id, second.email);
    const paged = await getAs(admin, `/parents/children?ids=${one.id}&first=1&offset=1`);
    expect(paged.json().data).toEqual([
      { parentId: one.id, children: [expect.objectContaining({ userId: second.id })], total: 2 },
    ]);
  });

  it('GET /parents/children?ids=&status=pending answers the pending requests instead', async () => {
    const parent = await person(['parent']);
    const linked = await person(['student']);
    const requested = await person(['student'], { firstName: 'Mo', lastName: 'Salah' });
    await addChild(admin, parent.id, linked.email);
    await addChild(parent, parent.id, requested.email);
    const active = await getAs(parent, `/parents/children?ids=${parent.id}`);
    expect(active.json().data[0].children.map((c: { userId: string }) => c.userId)).toEqual([linked.id]);
    const pending = await getAs(parent, `/parents/children?ids=${parent.id}&status=pending`);
    expect(pending.json().data).toEqual([
      {
        parentId: parent.id,
        children: [expect.objectContaining({ userId: requested.id, firstName: 'Mo', lastName: 'Salah' })],
        total: 1,
      },
    ]);
  });
});
