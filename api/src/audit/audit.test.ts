import { describe, expect, it } from 'vitest';
import { TOPICS } from '@portal/domain';
import { addGroup, addPerson, linkChild } from '../testing/school-world.js';
import {
  api,
  school,
  admin,
  teacher,
  parent,
  group,
  call,
  log,
  entriesMadeBy,
  freshStudent,
  type Entry,
  useAuditWorld,
} from '../testing/audit-world.js';

useAuditWorld();

/*
 * The school's audit log (issue 29): each staff write to a person's record
 * logs one entry (who, what, whom, when, from where) in the write's own
 * transaction. Reading it: audit-reads.test.ts.
 */

describe('the audit log (issue 29)', () => {
  it('logs a student added to and removed from a group: one entry each, actor, subject, group, address', async () => {
    const child = await freshStudent();
    const added = await entriesMadeBy(child.id, () => call(teacher, 'PUT', `/groups/${group}/users`, [child.id]));
    expect(added.response.statusCode, added.response.body).toBe(201);
    expect(added.entries).toEqual([
      {
        at: expect.any(String),
        kind: 'groupMembership',
        actorId: teacher.id,
        subjectId: child.id,
        detail: 'Added to group "Year 5 Science"',
        address: '10.29.0.7',
      },
    ]);
    const again = await entriesMadeBy(child.id, () => call(teacher, 'PUT', `/groups/${group}/users`, [child.id]));
    expect(again.entries, 'adding a member again changes nothing, so logs nothing').toEqual([]);
    const removed = await entriesMadeBy(child.id, () => call(teacher, 'PATCH', `/groups/${group}/users`, [child.id]));
    expect(removed.entries.map((entry) => [entry.kind, entry.detail])).toEqual([
      ['groupMembership', 'Removed from group "Year 5 Science"'],
    ]);
  });

  it("logs each student's removal when their group is deleted", async () => {
    const child = await freshStudent();
    const doomed = await addGroup(api.database.db, {
      schoolId: school,
      name: 'Short-lived',
      owners: [teacher.id],
      students: [child.id],
    });
    const deleted = await entriesMadeBy(child.id, () => call(teacher, 'DELETE', `/groups/${doomed}`));
    expect(deleted.response.statusCode, deleted.response.body).toBeLessThan(300);
    expect(deleted.entries.map((entry) => [entry.kind, entry.actorId, entry.detail])).toEqual([
      ['groupMembership', teacher.id, 'Removed from group "Short-lived"'],
    ]);
  });

  it('names the group as the change leaves it when one edit renames it and adds a student', async () => {
    const child = await freshStudent();
    const renamed = await addGroup(api.database.db, { schoolId: school, name: 'Before', owners: [teacher.id] });
    const edit = await entriesMadeBy(child.id, () =>
      call(teacher, 'PATCH', `/groups/${renamed}`, { name: 'After', students: { add: [child.id] } }),
    );
    expect(edit.response.statusCode, edit.response.body).toBeLessThan(300);
    expect(edit.entries.map((entry) => entry.detail)).toEqual(['Added to group "After"']);
  });

  it('logs nothing for a refused or rolled-back membership change', async () => {
    const child = await freshStudent();
    // A teacher in the list makes the whole call a 400, after the student was checked: all or none.
    const refused = await entriesMadeBy(child.id, () =>
      call(teacher, 'PUT', `/groups/${group}/users`, [child.id, admin.id]),
    );
    expect(refused.response.statusCode).toBe(400);
    expect(refused.entries).toEqual([]);
    // The student is added, then the owner (a student) refused: the rolled-back addition leaves no entry.
    const rolledBack = await entriesMadeBy(child.id, () =>
      call(teacher, 'PATCH', `/groups/${group}`, { students: { add: [child.id] }, owners: [child.id] }),
    );
    expect(rolledBack.response.statusCode, rolledBack.response.body).toBe(400);
    expect(rolledBack.entries).toEqual([]);
    const stranger = await addPerson(api.database.db, { schoolId: school, roles: ['teacher'] });
    const notOwner = await entriesMadeBy(child.id, () => call(stranger, 'PUT', `/groups/${group}/users`, [child.id]));
    expect(notOwner.response.statusCode).toBe(404);
    expect(notOwner.entries).toEqual([]);
  });

  it("logs a reset of another's password, not one's own change", async () => {
    const child = await freshStudent();
    const reset = await entriesMadeBy(child.id, () =>
      call(admin, 'PATCH', `/user/${child.id}`, { password: 'Reset!pass29' }, '10.29.0.8'),
    );
    expect(reset.response.statusCode, reset.response.body).toBe(200);
    expect(reset.entries).toEqual([
      {
        at: expect.any(String),
        kind: 'passwordReset',
        actorId: admin.id,
        subjectId: child.id,
        detail: 'Password reset',
        address: '10.29.0.8',
      },
    ]);
    const own = await entriesMadeBy(child.id, () =>
      call(child, 'PATCH', `/user/${child.id}`, { password: 'Own!pass29x', currentPassword: 'Reset!pass29' }),
    );
    expect(own.response.statusCode).toBe(200);
    expect(own.entries).toEqual([]);
    const refused = await entriesMadeBy(child.id, () =>
      call(child, 'PATCH', `/user/${admin.id}`, { password: 'Bad!pass29x' }),
    );
    expect(refused.response.statusCode).toBe(403);
    expect(refused.entries).toEqual([]);
  });

  it("logs a change of another's e-mail and name, old and new, not one's own", async () => {
    const child = await freshStudent();
    const oldEmail = child.email;
    const newEmail = `renamed-${child.id.slice(0, 8)}@audited.example`;
    const email = await entriesMadeBy(child.id, () =>
      call(admin, 'PATCH', `/user/${child.id}/update-email`, { email: newEmail }, '10.29.0.8'),
    );
    expect(email.response.statusCode, email.response.body).toBe(200);
    expect(email.entries).toEqual([
      {
        at: expect.any(String),
        kind: 'emailChange',
        actorId: admin.id,
        subjectId: child.id,
        detail: `E-mail changed: ${oldEmail} → ${newEmail}`,
        address: '10.29.0.8',
      },
    ]);
    const sameEmail = await entriesMadeBy(child.id, () =>
      call(admin, 'PATCH', `/user/${child.id}/update-email`, { email: newEmail }),
    );
    expect(sameEmail.entries, 'the address in use again changes nothing').toEqual([]);
    const name = await entriesMadeBy(child.id, () =>
      call(admin, 'PATCH', `/user/${child.id}/update-name`, { firstName: 'Renée', lastName: 'Audited' }),
    );
    expect(name.response.statusCode, name.response.body).toBe(200);
    expect(name.entries.map((entry) => [entry.kind, entry.actorId, entry.detail])).toEqual([
      ['nameChange', admin.id, `Name changed: ${child.firstName} ${child.lastName} → Renée Audited`],
    ]);
    const own = await entriesMadeBy(child.id, () =>
      call(child, 'PATCH', `/user/${child.id}/update-name`, { firstName: 'Own', lastName: 'Name' }),
    );
    expect(own.response.statusCode, own.response.body).toBe(200);
    expect(own.entries, "one's own name is not logged").toEqual([]);
    const kinds = await log(`&personId=${child.id}&kind=nameChange`);
    expect(kinds.data.map((entry) => entry.kind)).toEqual(['nameChange']);
  });

  it('logs a grade change with the old and new grade: one entry per evaluation', async () => {
    const child = await freshStudent();
    const [space, physics] = [TOPICS[3], TOPICS[6]];
    const first = await entriesMadeBy(child.id, () =>
      call(admin, 'POST', '/result/grades', {
        studentId: child.id,
        gradeType: 'topic',
        grades: TOPICS.map(({ id }) => ({ id, grade: 3 })),
      }),
    );
    expect(first.response.statusCode, first.response.body).toBe(201);
    expect(first.entries).toHaveLength(1);
    expect(first.entries[0]).toMatchObject({ kind: 'evaluation', actorId: admin.id, subjectId: child.id });
    expect(first.entries[0]?.detail).toContain(`${space?.name} –→3`);
    const changed = await entriesMadeBy(child.id, () =>
      call(admin, 'PATCH', '/result/grades', {
        studentId: child.id,
        gradeType: 'topic',
        grades: [
          { id: space?.id, grade: 4 },
          { id: physics?.id, grade: 3 },
        ],
      }),
    );
    expect(changed.response.statusCode, changed.response.body).toBe(204);
    expect(changed.entries.map((entry) => [entry.kind, entry.detail])).toEqual([
      ['evaluation', `Topic grades: ${space?.name} 3→4`],
    ]);
    const refused = await entriesMadeBy(child.id, () =>
      call(admin, 'PATCH', '/result/grades', {
        studentId: child.id,
        gradeType: 'topic',
        grades: [{ id: space?.id, grade: 9 }],
      }),
    );
    expect(refused.response.statusCode).toBe(400);
    expect(refused.entries).toEqual([]);
  });

  it('logs a comment added, with its beginning', async () => {
    const child = await freshStudent();
    const added = await entriesMadeBy(child.id, () =>
      call(admin, 'POST', '/result/comments', {
        studentId: child.id,
        staffId: admin.id,
        comment: 'Great work on forces',
      }),
    );
    expect(added.response.statusCode, added.response.body).toBe(201);
    expect(added.entries).toEqual([
      {
        at: expect.any(String),
        kind: 'comment',
        actorId: admin.id,
        subjectId: child.id,
        detail: 'Comment added: "Great work on forces"',
        address: '10.29.0.7',
      },
    ]);
  });

  it('logs each parent-link decision: requested, made active, approved, declined (the school decides: issue 36)', async () => {
    const detailsOf = (entries: Entry[]) => entries.map((entry) => [entry.kind, entry.actorId, entry.detail]);
    const parentName = `${parent.firstName} ${parent.lastName}`;

    const [asked, active] = [await freshStudent(), await freshStudent()];
    const request = await entriesMadeBy(asked.id, () =>
      call(parent, 'PATCH', `/parent/${parent.id}/add-child`, { childEmail: asked.email }),
    );
    expect(request.response.statusCode, request.response.body).toBe(200);
    expect(detailsOf(request.entries)).toEqual([['parentLink', parent.id, `Link to parent ${parentName} requested`]]);
    const again = await entriesMadeBy(asked.id, () =>
      call(parent, 'PATCH', `/parent/${parent.id}/add-child`, { childEmail: asked.email }),
    );
    expect(again.entries, 'asking again decides nothing').toEqual([]);

    const made = await entriesMadeBy(active.id, () =>
      call(admin, 'PATCH', `/parent/${parent.id}/add-child`, { childEmail: active.email }),
    );
    expect(detailsOf(made.entries)).toEqual([
      ['parentLink', admin.id, `Link to parent ${parentName} made active by an admin`],
    ]);

    const byTheChild = await entriesMadeBy(asked.id, () =>
      call(asked, 'POST', `/parent-links/${parent.id}/${asked.id}/accept`),
    );
    expect(byTheChild.response.statusCode, 'the child never decides').toBe(403);
    expect(byTheChild.entries).toEqual([]);

    const [toApprove, toDecline] = [await freshStudent(), await freshStudent()];
    await linkChild(api.database.db, parent.id, toApprove.id, 'pending');
    await linkChild(api.database.db, parent.id, toDecline.id, 'pending');
    const approved = await entriesMadeBy(toApprove.id, () =>
      call(admin, 'POST', `/parent-links/${parent.id}/${toApprove.id}/accept`),
    );
    expect(detailsOf(approved.entries)).toEqual([
      ['parentLink', admin.id, `Link to parent ${parentName} approved by the school`],
    ]);
    const declined = await entriesMadeBy(toDecline.id, () =>
      call(admin, 'DELETE', `/parent-links/${parent.id}/${toDecline.id}`),
    );
    expect(detailsOf(declined.entries)).toEqual([['parentLink', admin.id, `Link to parent ${parentName} declined`]]);
    const declineActive = await entriesMadeBy(toApprove.id, () =>
      call(admin, 'DELETE', `/parent-links/${parent.id}/${toApprove.id}`),
    );
    expect(declineActive.response.statusCode, 'an active link is not declined').toBe(409);
    expect(declineActive.entries).toEqual([]);
  });

  it('logs one request when the same link is asked for in parallel', async () => {
    const child = await freshStudent();
    const asked = await entriesMadeBy(child.id, async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          call(parent, 'PATCH', `/parent/${parent.id}/add-child`, { childEmail: child.email }),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      return answers[0]!;
    });
    expect(asked.entries.map((entry) => [entry.kind, entry.detail])).toEqual([
      ['parentLink', `Link to parent ${parent.firstName} ${parent.lastName} requested`],
    ]);
  });
});
