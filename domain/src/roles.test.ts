import { describe, expect, it } from 'vitest';
import { isStaffRole, primaryRole, roleFromAuthStatus } from './roles.js';
import { rolesForLicense } from './licenses.js';

describe('roles', () => {
  it('treats an auth-status role given as an array as admin (spec 1 §4)', () => {
    expect(roleFromAuthStatus(['teacher'])).toBe('admin');
    expect(roleFromAuthStatus('student')).toBe('student');
    expect(roleFromAuthStatus('janitor')).toBeUndefined();
    expect(roleFromAuthStatus(undefined)).toBeUndefined();
  });

  it('picks the most powerful role of a user record', () => {
    expect(primaryRole(['teacher', 'admin'])).toBe('admin');
    expect(primaryRole(['student'])).toBe('student');
    expect(primaryRole(['parent', 'teacher'])).toBe('teacher');
    expect(primaryRole([])).toBeUndefined();
  });

  it('puts root, admin and teacher in the staff layout, students and parents in the other', () => {
    expect(['root', 'admin', 'teacher'].every((r) => isStaffRole(r as never))).toBe(true);
    expect(isStaffRole('student')).toBe(false);
    expect(isStaffRole('parent')).toBe(false);
  });

  it('makes an admin for the School license and a teacher for the Teacher license', () => {
    expect(rolesForLicense('school')).toContain('admin');
    expect(rolesForLicense('teacher')).toEqual(['teacher']);
  });
});
