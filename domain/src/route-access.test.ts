import { describe, expect, it } from 'vitest';
import { ALL, SIGNED_IN, VISITORS, mayOpenRoute, onlyRoles } from './route-access.js';
import { ROLES } from './roles.js';

describe('route permission (spec 1 §5)', () => {
  it('opens routes marked all to everybody, visitors included', () => {
    expect(mayOpenRoute(ALL, undefined)).toBe(true);
    for (const role of ROLES) expect(mayOpenRoute(ALL, role)).toBe(true);
  });

  it('keeps unauthenticated-only routes for visitors', () => {
    expect(mayOpenRoute(VISITORS, undefined)).toBe(true);
    for (const role of ROLES) expect(mayOpenRoute(VISITORS, role)).toBe(false);
  });

  it('opens authenticated routes to any role and not to visitors', () => {
    expect(mayOpenRoute(SIGNED_IN, undefined)).toBe(false);
    for (const role of ROLES) expect(mayOpenRoute(SIGNED_IN, role)).toBe(true);
  });

  it('lets an admin pass any list naming admin or teacher', () => {
    expect(mayOpenRoute(onlyRoles('teacher'), 'admin')).toBe(true);
    expect(mayOpenRoute(onlyRoles('admin'), 'admin')).toBe(true);
    expect(mayOpenRoute(onlyRoles('parent'), 'admin')).toBe(false);
  });

  it('requires the role to be listed for everybody else', () => {
    const staff = onlyRoles('admin', 'teacher');
    expect(mayOpenRoute(staff, 'teacher')).toBe(true);
    expect(mayOpenRoute(staff, 'student')).toBe(false);
    expect(mayOpenRoute(staff, 'parent')).toBe(false);
    expect(mayOpenRoute(staff, 'root')).toBe(false);
    expect(mayOpenRoute(onlyRoles('admin'), 'teacher')).toBe(false);
    expect(mayOpenRoute(staff, undefined)).toBe(false);
  });
});
