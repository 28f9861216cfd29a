import { describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '@portal/domain';
import { addPerson } from '../testing/school-world.js';
import {
  api,
  admin,
  teacher,
  parent,
  group,
  otherAdmin,
  call,
  log,
  entriesMadeBy,
  freshStudent,
  useAuditWorld,
} from '../testing/audit-world.js';

useAuditWorld();

/*
 * Reading the school's audit log (issue 29): GET /audit, the school's admins
 * only, newest first, filtered and paged; a write through an API token names
 * the token's maker.
 */

describe('the audit log, as the admin reads it (issue 29)', () => {
  it('names the API token an admin acted through, the admin being the actor', async () => {
    const made = await call(admin, 'POST', '/api-tokens', { name: 'Timetable sync', role: 'teacher', lifetimeDays: 7 });
    expect(made.statusCode, made.body).toBe(201);
    const token = made.json().data.token as string;
    const child = await freshStudent();
    const viaToken = await entriesMadeBy(child.id, () =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/groups',
        remoteAddress: '10.29.0.9',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'Synced group', students: [child.id] },
      }),
    );
    expect(viaToken.response.statusCode, viaToken.response.body).toBe(201);
    expect(viaToken.entries).toEqual([
      {
        at: expect.any(String),
        kind: 'groupMembership',
        actorId: admin.id,
        subjectId: child.id,
        detail: 'Added to group "Synced group" (via API token Timetable sync)',
        address: '10.29.0.9',
      },
    ]);
  });

  it('is read by the school admin only: newest first, filtered by kind and person, paged', async () => {
    const child = await freshStudent();
    await call(teacher, 'PUT', `/groups/${group}/users`, [child.id]);
    await call(teacher, 'PATCH', `/user/${child.id}`, { password: 'Teach!pass29' });
    const ofChild = await log(`&personId=${child.id}`);
    expect(ofChild.total).toBe(2);
    expect(
      ofChild.data.map((entry) => entry.kind),
      'newest first',
    ).toEqual(['passwordReset', 'groupMembership']);
    expect(Date.parse(ofChild.data[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(ofChild.data[1]?.at ?? ''));
    const resets = await log(`&personId=${child.id}&kind=passwordReset`);
    expect(resets.data.map((entry) => entry.kind)).toEqual(['passwordReset']);
    const byTeacher = await log(`&personId=${teacher.id}&kind=groupMembership`);
    expect(byTeacher.data.every((entry) => entry.actorId === teacher.id || entry.subjectId === teacher.id)).toBe(true);
    expect(byTeacher.data.some((entry) => entry.subjectId === child.id)).toBe(true);
    const second = await call(admin, 'GET', `/audit?personId=${child.id}&start=1&count=1`);
    expect(second.json()).toEqual({ data: [ofChild.data[1]], total: 2 });

    const other = await call(otherAdmin, 'GET', `/audit?personId=${child.id}`);
    expect(other.json(), "another school's admin sees none of it").toEqual({ data: [], total: 0 });
    expect((await call(otherAdmin, 'GET', '/audit?count=100')).json().data).toEqual([]);
    const root = await addPerson(api.database.db, { schoolId: null, roles: ['root'] });
    for (const person of [teacher, child, parent, root]) {
      expect((await call(person, 'GET', '/audit')).statusCode, person.roles.join()).toBe(403);
    }
    const visitor = await api.app.inject({ url: '/api/v1/audit' });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a bad filter with a clear 400', async () => {
    const kind = await call(admin, 'GET', '/audit?kind=everything');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error.message).toContain(AUDIT_MESSAGES.kind);
    const person = await call(admin, 'GET', '/audit?personId=nobody');
    expect(person.statusCode).toBe(400);
    expect(person.json().error.message).toContain(AUDIT_MESSAGES.personId);
    expect((await call(admin, 'GET', '/audit?count=101')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/audit?start=-1')).statusCode).toBe(400);
  });
});
