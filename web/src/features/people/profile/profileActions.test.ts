// @vitest-environment node
import type { Role } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { profileActions } from './profileActions';

const person = (id: string, ...roles: Role[]) => ({ id, roles });
const admin = person('a1', 'admin', 'teacher');
const otherAdmin = person('a2', 'admin', 'teacher');
const teacher = person('t1', 'teacher');
const student = person('s1', 'student');
const parent = person('p1', 'parent');
const teacherParent = person('tp', 'teacher', 'parent');
const studentParent = person('sp', 'student', 'parent');
/** An admin whose roles do not list teacher: admin alone holds every admin capability. */
const parentAdmin = person('pa', 'parent', 'admin');

/** The buttons shown, by their labels. */
function buttons(viewer: { id: string; roles: Role[] }, viewed: { id: string; roles: Role[] }): string[] {
  const actions = profileActions(viewer, viewed);
  return [
    actions.adminPermissions === 'add' && 'Add admin permissions',
    actions.adminPermissions === 'remove' && 'Remove admin permissions',
    actions.changePassword && 'Change password',
    actions.changeEmail && 'Change email',
    actions.changeName && 'Change Name',
    actions.updateChild && 'Update child',
  ].filter((label): label is string => Boolean(label));
}

describe('profile buttons, viewer by viewed role (spec 1 §2.6)', () => {
  it.each([
    ['an admin', admin, 'another admin', otherAdmin, ['Remove admin permissions', 'Change password']],
    ['an admin', admin, 'a teacher', teacher, ['Add admin permissions', 'Change password']],
    ['an admin', admin, 'a student', student, ['Change password']],
    ['an admin', admin, 'a parent', parent, ['Change password', 'Update child']],
    ['an admin', admin, 'themself', admin, ['Change password', 'Change email', 'Change Name']],
    ['a teacher', teacher, 'an admin', admin, []],
    ['a teacher', teacher, 'a student', student, []],
    ['a teacher', teacher, 'a parent', parent, ['Update child']],
    ['a teacher', teacher, 'themself', teacher, ['Change password', 'Change email', 'Change Name']],
    ['a parent', parent, 'themself', parent, ['Change password', 'Change email', 'Change Name', 'Update child']],
    ['a parent', parent, 'their child', student, []],
    ['a student', student, 'themself', student, ['Change password', 'Change email', 'Change Name']],
    [
      'an admin',
      admin,
      'a teacher who is a parent',
      teacherParent,
      ['Add admin permissions', 'Change password', 'Update child'],
    ],
  ])('%s viewing %s', (_viewer, viewer, _viewed, viewed, expected) => {
    expect(buttons(viewer, viewed)).toEqual(expected);
  });

  it('leads to the own forms on your own profile and to the reset form on another', () => {
    expect(profileActions(parent, parent)).toMatchObject({
      changePassword: '/people/me/change-password',
      changeEmail: '/people/me/change-email',
      changeName: '/people/me/change-name',
      updateChild: '/people/me/update-child',
    });
    expect(profileActions(admin, parent)).toMatchObject({
      changePassword: '/people/view/p1/reset-password',
      updateChild: '/people/view/p1/update-child',
    });
  });

  it("lets a student accept the link requests naming them and an admin approve the school's, on their own profile", () => {
    expect(profileActions(student, student).linkRequests).toBe('accept');
    expect(profileActions(admin, admin).linkRequests).toBe('approve');
    expect(profileActions(parent, parent).linkRequests).toBeNull();
    expect(profileActions(teacher, teacher).linkRequests).toBeNull();
    expect(profileActions(admin, student).linkRequests).toBeNull();
  });

  it('reads every role of the viewer, not the first or the primary one', () => {
    expect(buttons(parentAdmin, teacher)).toEqual(['Add admin permissions', 'Change password']);
    expect(buttons(teacherParent, teacherParent)).toEqual([
      'Change password',
      'Change email',
      'Change Name',
      'Update child',
    ]);
    expect(profileActions(studentParent, studentParent)).toMatchObject({
      linkRequests: 'accept',
      updateChild: '/people/me/update-child',
    });
    expect(profileActions(parentAdmin, parent).approvePendingChildren).toBe(true);
  });

  it('offers nothing a role cannot do: a student sees no admin, reset or update-child buttons', () => {
    expect(buttons(student, parent)).toEqual([]);
    expect(buttons(student, teacher)).toEqual([]);
  });

  it("lets only an admin approve a parent's pending children on the parent's profile", () => {
    expect(profileActions(admin, parent).approvePendingChildren).toBe(true);
    expect(profileActions(teacher, parent).approvePendingChildren).toBe(false);
    expect(profileActions(parent, parent).approvePendingChildren).toBe(false);
    expect(profileActions(admin, student).approvePendingChildren).toBe(false);
  });
});
