import type { Role } from './roles.js';

/**
 * Who may open a route (spec 1 §5): everybody, visitors only, any signed-in
 * user, or a list of roles.
 */
export type RouteAccess =
  { kind: 'all' } | { kind: 'unauthenticated' } | { kind: 'authenticated' } | { kind: 'roles'; roles: readonly Role[] };

export const ALL: RouteAccess = { kind: 'all' };
export const VISITORS: RouteAccess = { kind: 'unauthenticated' };
export const SIGNED_IN: RouteAccess = { kind: 'authenticated' };
export function onlyRoles(...roles: Role[]): RouteAccess {
  return { kind: 'roles', roles };
}

/**
 * The route-permission rule of spec 1 §5. `role` is undefined for a visitor.
 * An admin passes any list naming admin or teacher.
 */
export function mayOpenRoute(access: RouteAccess, role: Role | undefined): boolean {
  switch (access.kind) {
    case 'all':
      return true;
    case 'unauthenticated':
      return role === undefined;
    case 'authenticated':
      return role !== undefined;
    case 'roles':
      if (role === undefined) return false;
      if (access.roles.includes(role)) return true;
      return role === 'admin' && access.roles.includes('teacher');
  }
}
