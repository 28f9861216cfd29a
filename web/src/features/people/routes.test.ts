import { mayOpenRoute, ROLES, type Role } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { peopleRoutes } from './routes';

/** Spec 1 §2.1 (and spec 2 §2 for root's page): who may open each route. */
const WHO: Record<string, readonly Role[]> = {
  '/people': ['admin', 'teacher'],
  '/people/create': ['admin'],
  '/people/me': ROLES,
  '/people/me/change-password': ROLES,
  '/people/me/change-email': ROLES,
  '/people/me/change-name': ROLES,
  '/people/me/update-child': ROLES,
  '/people/view/:userId': ['admin', 'teacher', 'parent'],
  '/people/view/:userId/reset-password': ['admin', 'teacher', 'parent'],
  '/people/view/:userId/change-email': ['admin', 'teacher'],
  '/people/view/:userId/change-Name': ['admin', 'teacher'],
  '/people/view/:userId/update-child': ['admin', 'teacher', 'parent'],
  '/metrics/registered-users': ['root'],
};

describe('the people routes', () => {
  it('serve each path of the spec once', () => {
    expect(peopleRoutes.map((route) => route.path).sort()).toEqual(Object.keys(WHO).sort());
  });

  it.each(peopleRoutes.map((route) => [route.path, route] as const))(
    '%s opens for the roles of the spec',
    (path, route) => {
      const allowed = ROLES.filter((role) => mayOpenRoute(route.access, role));
      expect(allowed).toEqual(ROLES.filter((role) => WHO[path]?.includes(role)));
      expect(mayOpenRoute(route.access, undefined)).toBe(false);
    },
  );
});
