import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { post, startTestApi, type TestApi } from '../testing/test-api.js';
import { addPerson, addSchool } from '../testing/school-world.js';
import { ensureRootAccount } from './root-account.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('the root account from ROOT_EMAIL and ROOT_PASSWORD', () => {
  const signIn = (email: string, password: string) =>
    post(api.app, '/api/v1/auth/signin', { email, password }, { remoteAddress: '10.7.0.1' });

  it('is created outside any school, and its password is set again at the next start', async () => {
    const { db } = api.database;
    await ensureRootAccount(db, { email: 'owner@platform.example', password: 'Owner!pass1' });
    const first = await signIn('owner@platform.example', 'Owner!pass1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.role).toBe('root');
    await ensureRootAccount(db, { email: 'owner@platform.example', password: 'Changed!pass2' });
    expect((await signIn('owner@platform.example', 'Changed!pass2')).statusCode).toBe(200);
    expect((await signIn('owner@platform.example', 'Owner!pass1')).statusCode).toBe(401);
    const rows = await db.select().from(users).where(eq(users.email, 'owner@platform.example'));
    expect(rows.map((row) => [row.roles, row.schoolId])).toEqual([[['root'], null]]);
  });

  it("refuses an address that belongs to a school's person, leaving that account alone", async () => {
    const { db } = api.database;
    const school = await addSchool(db, 'Taken');
    const teacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
    await expect(ensureRootAccount(db, { email: teacher.email, password: 'Owner!pass1' })).rejects.toThrow(
      /ROOT_EMAIL/,
    );
    const [unchanged] = await db.select().from(users).where(eq(users.id, teacher.id));
    expect(unchanged?.roles).toEqual(['teacher']);
    expect(unchanged?.passwordHash).toBe(teacher.passwordHash);
  });
});
