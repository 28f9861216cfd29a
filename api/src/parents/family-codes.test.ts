import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPED_CODE_ALPHABET, TYPED_CODE_LENGTH, printedTypedCode } from '@portal/domain';
import { FAMILY_TEXTS } from '@portal/domain/family-texts';
import { auditEvents, familyCodes, type UserRow } from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { addGroup, addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { hashFamilyCode } from './family-codes.js';

/*
 * Family codes (issue 36): staff who may see a student's profile print a code
 * for the parent, who redeems it once, within 14 days, to be linked at once.
 */

let api: TestApi;
let school: string;
let admin: UserRow;
const WRONG_TRIES = 3;

const call = async (actor: UserRow, request: InjectOptions) =>
  api.app.inject({ ...request, url: `/api/v1${String(request.url)}`, ...(await sessionFor(api.database.db, actor)) });
const makeCode = (actor: UserRow, child: UserRow) =>
  call(actor, { method: 'POST', url: `/users/${child.id}/family-codes` });
const redeem = (parent: UserRow, code: string) =>
  call(parent, { method: 'POST', url: '/parent-links/redeem', payload: { code } });
const childrenOf = async (parent: UserRow) =>
  (await call(parent, { method: 'GET', url: '/parent/get-children' })).json().data as { id: string }[];

beforeAll(async () => {
  // The per-address count is everyone's here (one test address): only the per-parent limit is under test.
  api = await startTestApi({ throttle: { signInLimitPerPair: WRONG_TRIES, signInLimitPerAddress: 1000 } });
  school = await addSchool(api.database.db);
  admin = await addPerson(api.database.db, { schoolId: school, roles: ['admin', 'teacher'] });
});
afterAll(() => api.close());

const person = (roles: string[], schoolId = school) => addPerson(api.database.db, { schoolId, roles });

async function family() {
  const parent = await person(['parent']);
  const child = await person(['student']);
  const teacher = await person(['teacher']);
  await addGroup(api.database.db, { schoolId: school, name: 'Codes', owners: [teacher.id], students: [child.id] });
  return { parent, child, teacher };
}

describe('making a family code', () => {
  it("answers a teacher of the child's group a random code of the alphabet, valid 14 days, and keeps only its hash", async () => {
    const { child, teacher } = await family();
    const before = Date.now();
    const made = await makeCode(teacher, child);
    expect(made.statusCode).toBe(201);
    const { code, expiresAt } = made.json().data as { code: string; expiresAt: string };
    expect(code).toHaveLength(TYPED_CODE_LENGTH);
    expect([...code].every((char) => TYPED_CODE_ALPHABET.includes(char))).toBe(true);
    const days = (Date.parse(expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);
    const stored = await api.database.db.select().from(familyCodes).where(eq(familyCodes.childId, child.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored[0]?.codeHash).toBe(hashFamilyCode(code));
    expect((await makeCode(teacher, child)).json().data.code).not.toBe(code);
  });

  it('is refused to a teacher of another group, the parent and the student; 404 for another school', async () => {
    const { parent, child } = await family();
    const { teacher: otherTeacher } = await family();
    expect((await makeCode(otherTeacher, child)).statusCode).toBe(403);
    expect((await makeCode(parent, child)).statusCode).toBe(403);
    expect((await makeCode(child, child)).statusCode).toBe(403);
    const foreignAdmin = await person(['admin', 'teacher'], await addSchool(api.database.db, 'Elsewhere'));
    expect((await makeCode(foreignAdmin, child)).statusCode).toBe(404);
    expect((await makeCode(admin, child)).statusCode).toBe(201);
    expect((await makeCode(admin, parent)).json().error.message).toBe(FAMILY_TEXTS.onlyForStudents);
  });
});

describe('redeeming a family code', () => {
  it('links the parent at once, as printed or typed in small letters, and works once', async () => {
    const { parent, child } = await family();
    const { code } = (await makeCode(admin, child)).json().data as { code: string };
    expect(await childrenOf(parent)).toEqual([]);
    const redeemed = await redeem(parent, ` ${printedTypedCode(code).toLowerCase()} `);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().data).toEqual([expect.objectContaining({ id: child.id, status: 'active' })]);
    expect((await childrenOf(parent)).map(({ id }) => id)).toEqual([child.id]);
    expect((await call(parent, { method: 'GET', url: `/user/${child.id}` })).statusCode).toBe(200);
    const logged = await api.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, child.id));
    expect(logged.map((event) => event.detail)).toEqual(
      expect.arrayContaining([expect.stringContaining('made with a family code')]),
    );

    const another = await person(['parent']);
    const again = await redeem(another, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(FAMILY_TEXTS.codeRefused);
    expect(await childrenOf(another)).toEqual([]);
  });

  it('turns a pending request for the child into a link', async () => {
    const { parent, child } = await family();
    await call(parent, {
      method: 'PATCH',
      url: `/parent/${parent.id}/add-child`,
      payload: { childEmail: child.email },
    });
    const { code } = (await makeCode(admin, child)).json().data as { code: string };
    expect((await redeem(parent, code)).json().data).toEqual([expect.objectContaining({ status: 'active' })]);
  });

  it('is refused once expired, with the same answer as a wrong code', async () => {
    const { parent, child } = await family();
    const { code } = (await makeCode(admin, child)).json().data as { code: string };
    await api.database.db
      .update(familyCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(familyCodes.codeHash, hashFamilyCode(code)));
    const expired = await redeem(parent, code);
    const wrong = await redeem(parent, 'ABCDE-FGHJK');
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toBe(wrong.body);
    expect(await childrenOf(parent)).toEqual([]);
  });

  it("is refused for another school's code, and to anyone but a parent", async () => {
    const elsewhere = await addSchool(api.database.db, 'Other');
    const foreignChild = await person(['student'], elsewhere);
    const foreignAdmin = await person(['admin', 'teacher'], elsewhere);
    const { code } = (await makeCode(foreignAdmin, foreignChild)).json().data as { code: string };
    const { parent, child, teacher } = await family();
    expect((await redeem(parent, code)).statusCode).toBe(400);
    const ownCode = (await makeCode(admin, child)).json().data.code as string;
    expect((await redeem(teacher, ownCode)).statusCode).toBe(403);
    expect((await redeem(child, ownCode)).statusCode).toBe(403);
    expect((await redeem(parent, ownCode)).statusCode).toBe(200);
  });

  it('refuses guessing: past the limit of wrong codes even the right one answers 429 with Retry-After', async () => {
    const { parent, child } = await family();
    const { code } = (await makeCode(admin, child)).json().data as { code: string };
    for (let i = 0; i < WRONG_TRIES; i += 1) expect((await redeem(parent, 'ABCDE-FGHJK')).statusCode).toBe(400);
    const refused = await redeem(parent, code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(FAMILY_TEXTS.tooManyCodes);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await childrenOf(parent)).toEqual([]);
    // Another parent is not held up by this one's guesses.
    const other = await family();
    const otherCode = (await makeCode(admin, other.child)).json().data.code as string;
    expect((await redeem(other.parent, otherCode)).statusCode).toBe(200);
  });
});
