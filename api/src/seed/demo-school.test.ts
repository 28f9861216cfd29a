import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comments,
  evaluationAudit,
  grades,
  groupOwners,
  groupStudents,
  groups,
  parentChildren,
  schools,
  users,
} from '../db/schema.js';
import { post, startTestApi, type TestApi } from '../testing/test-api.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoSchool } from './demo-school.js';

let api: TestApi;
let seeded: boolean;
beforeAll(async () => {
  api = await startTestApi();
  seeded = await seedDemoSchool(api.database);
});
afterAll(() => api.close());

const withRole = <T extends { roles: string[] }>(rows: T[], role: string) =>
  rows.filter((row) => row.roles.includes(role));

describe('demo school seed', () => {
  it('creates Demo Primary School with an admin, two teachers, 30 students in years 3 to 6 and three parents', async () => {
    expect(seeded).toBe(true);
    const allSchools = await api.database.db.select().from(schools);
    expect(allSchools.map((school) => school.name)).toEqual(['Demo Primary School']);
    expect(allSchools.map(({ timeZone, locale }) => [timeZone, locale])).toEqual([['Australia/Sydney', 'en-AU']]);
    const everybody = await api.database.db.select().from(users);
    const people = everybody.filter((person) => !person.roles.includes('root'));
    expect(people.every((person) => person.schoolId === allSchools[0]?.id)).toBe(true);
    expect(withRole(people, 'admin').map((p) => [p.email, p.roles])).toEqual([
      ['admin@demo.school', ['admin', 'teacher']],
    ]);
    expect(withRole(people, 'teacher')).toHaveLength(3);
    const students = withRole(people, 'student');
    expect(students).toHaveLength(30);
    expect(new Set(students.map((s) => s.yearLevel))).toEqual(new Set([3, 4, 5, 6]));
    expect(students.some((s) => /[^\x20-\x7e]/.test(s.firstName + s.lastName))).toBe(true);
    expect(new Set(students.map((s) => `${s.firstName} ${s.lastName}`)).size).toBe(30);
    expect(withRole(people, 'parent')).toHaveLength(3);
    expect(people).toHaveLength(36);
  });

  it("evaluates every student of each group but its first, as the group's teacher, each change in the audit trail", async () => {
    const { db } = api.database;
    const emailOf = new Map((await db.select().from(users)).map((person) => [person.id, person.email]));
    const graded = await db.select().from(grades);
    const gradedEmails = [...new Set(graded.map((grade) => emailOf.get(grade.studentId)))].sort();
    expect(gradedEmails).toHaveLength(14);
    expect(gradedEmails).not.toContain('student01@demo.school');
    expect(gradedEmails).not.toContain('student03@demo.school');
    // Ten topics and seven capabilities each, every grade on the scale.
    expect(graded).toHaveLength(14 * 17);
    expect(graded.every((grade) => grade.grade >= 1 && grade.grade <= 5)).toBe(true);
    expect(new Set(graded.map((grade) => grade.grade)).size, 'abilities differ, so grades do').toBeGreaterThan(2);
    const written = await db.select().from(comments);
    expect(new Set(written.map((comment) => comment.studentId)).size).toBe(14);
    expect(written.length).toBeLessThanOrEqual(14 * 3);
    const authors = new Set(written.map((comment) => emailOf.get(comment.authorId ?? '')));
    expect(authors).toEqual(new Set(['teacher1@demo.school', 'teacher2@demo.school']));
    const [trail] = await db.select({ total: count() }).from(evaluationAudit);
    expect(trail?.total).toBe(graded.length + written.length);
  });

  it('adds a root account outside any school', async () => {
    const roots = (await api.database.db.select().from(users)).filter((person) => person.roles.includes('root'));
    expect(roots.map((root) => [root.email, root.roles, root.schoolId])).toEqual([
      ['root@demo.school', ['root'], null],
    ]);
  });

  it('gives the school two groups with owners and eight students each, years 3-4 and 5-6', async () => {
    const { db } = api.database;
    const made = await db.select().from(groups).orderBy(groups.name);
    expect(made.map((group) => [group.name, group.yearLevel])).toEqual([
      ['Year 3 Explorers', 3],
      ['Year 5 Investigators', 5],
    ]);
    const ownersOf = async (groupId: string) =>
      (
        await db
          .select({ email: users.email })
          .from(groupOwners)
          .innerJoin(users, eq(users.id, groupOwners.userId))
          .where(eq(groupOwners.groupId, groupId))
      )
        .map((row) => row.email)
        .sort();
    const yearsOf = async (groupId: string) =>
      (
        await db
          .select({ yearLevel: users.yearLevel })
          .from(groupStudents)
          .innerJoin(users, eq(users.id, groupStudents.userId))
          .where(eq(groupStudents.groupId, groupId))
      ).map((row) => row.yearLevel);
    const [explorers, investigators] = made;
    expect(await ownersOf(String(explorers?.id))).toEqual(['teacher1@demo.school']);
    expect(await ownersOf(String(investigators?.id))).toEqual(['admin@demo.school', 'teacher2@demo.school']);
    const explorerYears = await yearsOf(String(explorers?.id));
    const investigatorYears = await yearsOf(String(investigators?.id));
    expect(explorerYears).toHaveLength(8);
    expect(explorerYears.every((year) => year === 3 || year === 4)).toBe(true);
    expect(investigatorYears).toHaveLength(8);
    expect(investigatorYears.every((year) => year === 5 || year === 6)).toBe(true);
  });

  it('links each parent to one or two students, every link active', async () => {
    const links = await api.database.db
      .select({ parent: users.email, children: count(parentChildren.childId) })
      .from(parentChildren)
      .innerJoin(users, eq(users.id, parentChildren.parentId))
      .where(eq(parentChildren.status, 'active'))
      .groupBy(users.email);
    expect(links).toHaveLength(3);
    for (const link of links) expect([1, 2]).toContain(Number(link.children));
  });

  it('hashes the demo password once for everybody, so seeding is quick', async () => {
    const hashes = await api.database.db.selectDistinct({ hash: users.passwordHash }).from(users);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]?.hash).toMatch(/^\$argon2id\$/);
  });

  it('lets every listed demo account sign in with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await post(api.app, '/api/v1/auth/signin', { email: account.email, password: DEMO_PASSWORD });
      expect(response.statusCode, account.email).toBe(200);
      expect(response.json().data.role).toBe(account.role);
    }
  });

  it('does nothing when a school exists', async () => {
    expect(await seedDemoSchool(api.database)).toBe(false);
    const [people] = await api.database.db.select({ total: count() }).from(users);
    expect(Number(people?.total)).toBe(37);
    const [made] = await api.database.db.select({ total: count() }).from(groups);
    expect(Number(made?.total)).toBe(2);
  });
});
