import { describe, expect, it } from 'vitest';
import { ALL, SIGNED_IN, VISITORS, mayOpenRoute, requires } from './route-access.js';
import { ROLES } from './roles.js';

describe('route permission (spec 1 §5)', () => {
  it('opens routes marked all to everybody, visitors included', () => {
    expect(mayOpenRoute(ALL, undefined)).toBe(true);
    for (const role of ROLES) expect(mayOpenRoute(ALL, [role])).toBe(true);
  });

  it('keeps unauthenticated-only routes for visitors', () => {
    expect(mayOpenRoute(VISITORS, undefined)).toBe(true);
    for (const role of ROLES) expect(mayOpenRoute(VISITORS, [role])).toBe(false);
  });

  it('opens authenticated routes to any role and not to visitors', () => {
    expect(mayOpenRoute(SIGNED_IN, undefined)).toBe(false);
    for (const role of ROLES) expect(mayOpenRoute(SIGNED_IN, [role])).toBe(true);
  });

  it('opens a capability route to the holders of the capability only', () => {
    const people = requires('listPeople');
    expect(mayOpenRoute(people, ['teacher'])).toBe(true);
    expect(mayOpenRoute(people, ['admin'])).toBe(true);
    expect(mayOpenRoute(people, ['student'])).toBe(false);
    expect(mayOpenRoute(people, ['parent'])).toBe(false);
    expect(mayOpenRoute(people, ['root'])).toBe(false);
    expect(mayOpenRoute(people, [])).toBe(false);
    expect(mayOpenRoute(people, undefined)).toBe(false);
    expect(mayOpenRoute(requires('createAccounts'), ['teacher'])).toBe(false);
  });

  it('lets a user with several roles open what any of them may', () => {
    expect(mayOpenRoute(requires('listPeople'), ['parent', 'teacher'])).toBe(true);
    expect(mayOpenRoute(requires('linkChildren'), ['student', 'parent'])).toBe(true);
    expect(mayOpenRoute(requires('readRegisteredUsers'), ['parent', 'teacher'])).toBe(false);
  });
});
