import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { testEmailOptions } from '../testing/email-world.js';
import { SmtpCatcher } from '../testing/smtp-catcher.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { addGroup, addPerson, addSchool, sessionFor } from '../testing/school-world.js';

/*
 * A parent link needs the school's consent (issue 36): a parent's (or a
 * teacher's) request gives nothing until an admin, or a teacher of one of the
 * child's groups, approves it; never the child. The parent is mailed the decision.
 */

const mailServer = new SmtpCatcher();

let api: TestApi;
let school: string;
let admin: UserRow;

const call = async (actor: UserRow, request: InjectOptions) =>
  api.app.inject({ ...request, url: `/api/v1${String(request.url)}`, ...(await sessionFor(api.database.db, actor)) });

const requestLink = (actor: UserRow, parent: UserRow, child: UserRow) =>
  call(actor, { method: 'PATCH', url: `/parent/${parent.id}/add-child`, payload: { childEmail: child.email } });
const accept = (actor: UserRow, parent: UserRow, child: UserRow) =>
  call(actor, { method: 'POST', url: `/parent-links/${parent.id}/${child.id}/accept` });
const decline = (actor: UserRow, parent: UserRow, child: UserRow) =>
  call(actor, { method: 'DELETE', url: `/parent-links/${parent.id}/${child.id}` });
const pendingFor = async (actor: UserRow, query = '') =>
  (await call(actor, { method: 'GET', url: `/parent-links?status=pending${query}` })).json().data as {
    parent: { userId: string; firstName: string };
    child: { userId: string; firstName: string };
    status: string;
    requestedBy: string | null;
  }[];

/** What the parent can do with the child: read the profile, reset the password, see the child's group. */
async function parentReach(parent: UserRow, child: UserRow, groupName: string) {
  const profile = await call(parent, { method: 'GET', url: `/user/${child.id}` });
  const reset = await call(parent, { method: 'PATCH', url: `/user/${child.id}`, payload: { password: 'Taken!over1' } });
  const groups = await call(parent, { method: 'GET', url: '/groups' });
  const seesGroup = (groups.json().data as { name: string }[]).some((group) => group.name === groupName);
  return { profile: profile.statusCode, reset: reset.statusCode, seesGroup };
}

beforeAll(async () => {
  await mailServer.listen();
  api = await startTestApi({ email: testEmailOptions(mailServer.url) });
  school = await addSchool(api.database.db);
  admin = await addPerson(api.database.db, { schoolId: school, roles: ['admin', 'teacher'] });
});
afterAll(async () => {
  await api.close();
  await mailServer.stop();
});

/** The mails a parent got, once `count` of them have arrived. */
async function mailsTo(parent: UserRow, count: number) {
  const deadline = Date.now() + 10_000;
  const mine = () => mailServer.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes(parent.email));
  while (mine().length < count && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 50));
  return mine().map((mail) => ({ subject: mail.subject, text: mail.text }));
}

const person = (roles: string[], extra: Partial<Parameters<typeof addPerson>[1]> = {}) =>
  addPerson(api.database.db, { schoolId: school, roles, ...extra });

/** A parent and a student in a group of their own. */
async function family(groupName: string) {
  const parent = await person(['parent'], { firstName: 'Pat' });
  const child = await person(['student'], { firstName: 'Zoë' });
  const teacher = await person(['teacher']);
  await addGroup(api.database.db, { schoolId: school, name: groupName, owners: [teacher.id], students: [child.id] });
  return { parent, child, teacher };
}

describe('a parent asking to be linked to a student', () => {
  it("gets no access until a teacher of the child's group approves; then reads the profile, may reset the password, and is mailed", async () => {
    const { parent, child, teacher } = await family('Approved by teacher');
    const requested = await requestLink(parent, parent, child);
    expect(requested.statusCode).toBe(200);
    expect(requested.json().data).toEqual([{ id: child.id, firstname: 'Zoë', status: 'pending' }]);
    expect(await parentReach(parent, child, 'Approved by teacher')).toEqual({
      profile: 403,
      reset: 403,
      seesGroup: false,
    });
    const signIn = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: child.email, password: 'Known!pass1' },
    });
    expect(signIn.statusCode).toBe(200); // the student's password is still their own

    const approved = await accept(teacher, parent, child);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      parent: { userId: parent.id, firstName: 'Pat' },
      child: { userId: child.id, firstName: 'Zoë' },
      status: 'active',
      requestedBy: parent.id,
    });
    expect(await parentReach(parent, child, 'Approved by teacher')).toEqual({
      profile: 200,
      reset: 200,
      seesGroup: true,
    });
    expect(await mailsTo(parent, 1)).toEqual([
      { subject: 'You are linked to Zoë', text: expect.stringContaining('The school confirmed your request') },
    ]);
  });

  it('is never decided by the child: accept and decline answer the student 403, and they list none', async () => {
    const { parent, child } = await family('Not the child');
    await requestLink(parent, parent, child);
    expect((await accept(child, parent, child)).statusCode).toBe(403);
    expect((await decline(child, parent, child)).statusCode).toBe(403);
    expect(await pendingFor(child)).toEqual([]);
    expect((await parentReach(parent, child, 'Not the child')).profile).toBe(403);
  });

  it('gets access once an admin approves', async () => {
    const { parent, child } = await family('Approved');
    await requestLink(parent, parent, child);
    expect((await parentReach(parent, child, 'Approved')).profile).toBe(403);
    expect((await accept(admin, parent, child)).statusCode).toBe(200);
    expect(await parentReach(parent, child, 'Approved')).toEqual({ profile: 200, reset: 200, seesGroup: true });
  });

  it('cannot be approved by a teacher of another group', async () => {
    const { parent, child } = await family('Other group');
    const { teacher: otherTeacher } = await family('Not hers');
    await requestLink(parent, parent, child);
    expect((await accept(otherTeacher, parent, child)).statusCode).toBe(403);
    expect((await decline(otherTeacher, parent, child)).statusCode).toBe(403);
    expect(await pendingFor(otherTeacher)).toEqual([]);
    expect((await parentReach(parent, child, 'Other group')).profile).toBe(403);
  });

  it('is refused when the school declines: the request is gone, the parent is mailed and may ask again', async () => {
    const { parent, child, teacher } = await family('Declined');
    await requestLink(parent, parent, child);
    const declined = await decline(teacher, parent, child);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toEqual({ parentId: parent.id, childId: child.id });
    expect(await pendingFor(teacher)).toEqual([]);
    expect((await accept(teacher, parent, child)).statusCode).toBe(404);
    expect(await mailsTo(parent, 1)).toEqual([
      { subject: 'Your link request for Zoë', text: expect.stringContaining('declined your request') },
    ]);
    expect((await requestLink(parent, parent, child)).json().data).toEqual([
      { id: child.id, firstname: 'Zoë', status: 'pending' },
    ]);
    expect((await decline(admin, parent, child)).statusCode).toBe(200);
    expect(await parentReach(parent, child, 'Declined')).toEqual({ profile: 403, reset: 403, seesGroup: false });
  });

  it('cannot be approved by the parent, or by a student', async () => {
    const { parent, child } = await family('Others');
    const other = await person(['student']);
    await requestLink(parent, parent, child);
    expect((await accept(parent, parent, child)).statusCode).toBe(403);
    expect((await accept(other, parent, child)).statusCode).toBe(403);
    expect((await decline(other, parent, child)).statusCode).toBe(403);
    expect(await pendingFor(other)).toEqual([]);
    expect((await parentReach(parent, child, 'Others')).profile).toBe(403);
  });
});

describe('who makes a link', () => {
  it("a teacher's link for a student of their group is a pending request too", async () => {
    const { parent, child, teacher } = await family('Teacher');
    const linked = await requestLink(teacher, parent, child);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toEqual([{ id: child.id, firstname: 'Zoë', status: 'pending' }]);
    expect((await parentReach(parent, child, 'Teacher')).profile).toBe(403);
    expect(await pendingFor(teacher)).toEqual([
      expect.objectContaining({ status: 'pending', requestedBy: teacher.id, parent: expect.anything() }),
    ]);
  });

  it("an admin's link is active at once", async () => {
    const { parent, child } = await family('Admin');
    expect((await requestLink(admin, parent, child)).json().data).toEqual([
      { id: child.id, firstname: 'Zoë', status: 'active' },
    ]);
    expect(await parentReach(parent, child, 'Admin')).toEqual({ profile: 200, reset: 200, seesGroup: true });
    expect(await pendingFor(admin, `&parentId=${parent.id}`)).toEqual([]);
    expect((await decline(admin, parent, child)).statusCode).toBe(409); // only a request is declined
  });
});

describe('GET /parent-links?status=pending', () => {
  it("answers a teacher the requests for their groups' students and an admin the school's, with both people's names", async () => {
    const { parent, child, teacher } = await family('Listing');
    const sibling = await person(['student'], { firstName: 'Ben' });
    await requestLink(parent, parent, child);
    await requestLink(parent, parent, sibling);
    const named = (links: Awaited<ReturnType<typeof pendingFor>>) =>
      links.map((link) => `${link.parent.firstName} → ${link.child.firstName}`);
    expect(named(await pendingFor(teacher))).toEqual(['Pat → Zoë']);
    expect(await pendingFor(child)).toEqual([]);
    expect(named(await pendingFor(admin, `&parentId=${parent.id}`))).toEqual(['Pat → Zoë', 'Pat → Ben']);
    expect(named(await pendingFor(admin))).toEqual(expect.arrayContaining(['Pat → Zoë', 'Pat → Ben']));
    expect(await pendingFor(parent)).toEqual([]);
    expect(await pendingFor(await person(['teacher']))).toEqual([]);
  });

  it('pages the requests, oldest first, with the total of every page', async () => {
    const { parent, child } = await family('Paging');
    const sibling = await person(['student'], { firstName: 'Ben' });
    await requestLink(parent, parent, child);
    await requestLink(parent, parent, sibling);
    const page = await call(admin, { method: 'GET', url: `/parent-links?parentId=${parent.id}&start=1&count=1` });
    expect(page.json()).toMatchObject({ total: 2, data: [{ child: { userId: sibling.id, role: ['student'] } }] });
    expect((await call(admin, { method: 'GET', url: '/parent-links?count=101' })).statusCode).toBe(400);
  });
});

describe('another school', () => {
  it("answers its admin 404 for this school's requests, and lists none of them", async () => {
    const { parent, child } = await family('Tenant');
    await requestLink(parent, parent, child);
    const elsewhere = await addSchool(api.database.db, 'Elsewhere');
    const foreignAdmin = await addPerson(api.database.db, { schoolId: elsewhere, roles: ['admin', 'teacher'] });
    expect((await accept(foreignAdmin, parent, child)).statusCode).toBe(404);
    expect((await decline(foreignAdmin, parent, child)).statusCode).toBe(404);
    expect(await pendingFor(foreignAdmin)).toEqual([]);
    expect((await parentReach(parent, child, 'Tenant')).profile).toBe(403);
  });
});
