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

/** What the server says the viewer may change: P(assword), E(-mail), N(ame), and make a family C(ode). */
const server = (letters: string) => ({
  changePassword: letters.includes('P'),
  changeEmail: letters.includes('E'),
  changeName: letters.includes('N'),
  createFamilyCode: letters.includes('C'),
});
const viewing = (viewed: { id: string; roles: Role[] }, letters = 'PEN') => ({ ...viewed, viewerMay: server(letters) });

/** The buttons shown, by their labels. */
function buttons(viewer: { id: string; roles: Role[] }, viewed: { id: string; roles: Role[] }, letters = ''): string[] {
  const actions = profileActions(viewer, viewing(viewed, letters));
  return [
    actions.adminPermissions === 'add' && 'Add admin permissions',
    actions.adminPermissions === 'remove' && 'Remove admin permissions',
    actions.changePassword && 'Change password',
    actions.changeEmail && 'Change email',
    actions.changeName && 'Change Name',
    actions.updateChild && 'Update child',
    actions.familyCode && 'Family code',
  ].filter((label): label is string => Boolean(label));
}

const EVERY_CHANGE = ['Change password', 'Change email', 'Change Name'];

describe('profile buttons, viewer by viewed role (spec 1 §2.6) and what the server accepts (issue 35)', () => {
  it.each([
    ['an admin', admin, 'another admin', otherAdmin, 'PEN', ['Remove admin permissions', ...EVERY_CHANGE]],
    ['an admin', admin, 'a teacher', teacher, 'PEN', ['Add admin permissions', ...EVERY_CHANGE]],
    ['an admin', admin, 'a student', student, 'PENC', [...EVERY_CHANGE, 'Family code']],
    ['an admin', admin, 'a parent', parent, 'PEN', [...EVERY_CHANGE, 'Update child']],
    ['an admin', admin, 'themself', admin, 'PEN', EVERY_CHANGE],
    ['a teacher', teacher, 'an admin', admin, '', []],
    ['a teacher', teacher, 'a student of a group they own', student, 'PENC', [...EVERY_CHANGE, 'Family code']],
    ['a teacher', teacher, 'another class’s student', student, '', []],
    ['a teacher', teacher, 'a parent', parent, '', ['Update child']],
    ['a teacher', teacher, 'themself', teacher, 'PEN', EVERY_CHANGE],
    ['a parent', parent, 'themself', parent, 'PEN', [...EVERY_CHANGE, 'Update child']],
    ['a parent', parent, 'their child', student, 'P', ['Change password']],
    ['a student', student, 'themself', student, 'PEN', EVERY_CHANGE],
    [
      'an admin',
      admin,
      'a teacher who is a parent',
      teacherParent,
      'PEN',
      ['Add admin permissions', ...EVERY_CHANGE, 'Update child'],
    ],
  ])('%s viewing %s', (_viewer, viewer, _viewed, viewed, letters, expected) => {
    expect(buttons(viewer, viewed, letters)).toEqual(expected);
  });

  it('leads to the own forms on your own profile and to the reset form on another', () => {
    expect(profileActions(parent, viewing(parent))).toMatchObject({
      changePassword: '/people/me/change-password',
      changeEmail: '/people/me/change-email',
      changeName: '/people/me/change-name',
      updateChild: '/people/me/update-child',
    });
    expect(profileActions(admin, viewing(parent))).toMatchObject({
      changePassword: '/people/view/p1/reset-password',
      changeEmail: '/people/view/p1/change-email',
      changeName: '/people/view/p1/change-Name',
      updateChild: '/people/view/p1/update-child',
    });
  });

  it('lists link requests to decide on the own profile of the school (admin, teacher), never a student (issue 36)', () => {
    expect(profileActions(admin, viewing(admin)).linkRequests).toBe(true);
    expect(profileActions(teacher, viewing(teacher)).linkRequests).toBe(true);
    expect(profileActions(student, viewing(student)).linkRequests).toBe(false);
    expect(profileActions(parent, viewing(parent)).linkRequests).toBe(false);
    expect(profileActions(admin, viewing(student)).linkRequests).toBe(false);
  });

  it('offers a family code exactly where the server would make one, never on your own profile', () => {
    expect(profileActions(teacher, viewing(student, 'C')).familyCode).toBe(true);
    expect(profileActions(teacher, viewing(student, '')).familyCode).toBe(false);
    expect(profileActions(student, viewing(student, 'C')).familyCode).toBe(false);
  });

  it('reads every role of the viewer, not the first or the primary one', () => {
    expect(buttons(parentAdmin, teacher, 'PEN')).toEqual(['Add admin permissions', ...EVERY_CHANGE]);
    expect(buttons(teacherParent, teacherParent, 'PEN')).toEqual([
      'Change password',
      'Change email',
      'Change Name',
      'Update child',
    ]);
    expect(profileActions(studentParent, viewing(studentParent))).toMatchObject({
      linkRequests: false,
      updateChild: '/people/me/update-child',
    });
    expect(profileActions(parentAdmin, viewing(parent)).approvePendingChildren).toBe(true);
  });

  it('offers nothing a role cannot do: a student sees no admin, reset or update-child buttons', () => {
    expect(buttons(student, parent)).toEqual([]);
    expect(buttons(student, teacher)).toEqual([]);
  });

  it("lets only an admin approve a parent's pending children on the parent's profile", () => {
    expect(profileActions(admin, viewing(parent)).approvePendingChildren).toBe(true);
    expect(profileActions(teacher, viewing(parent)).approvePendingChildren).toBe(false);
    expect(profileActions(parent, viewing(parent)).approvePendingChildren).toBe(false);
    expect(profileActions(admin, viewing(student)).approvePendingChildren).toBe(false);
  });
});
