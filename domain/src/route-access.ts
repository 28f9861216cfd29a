import { can, type Capability } from './capabilities.js';
import type { Role } from './roles.js';

/**
 * Who may open a route (spec 1 §5): everybody, visitors only, any signed-in
 * user, or the holders of a capability.
 */
export type RouteAccess =
  | { kind: 'all' }
  | { kind: 'unauthenticated' }
  | { kind: 'authenticated' }
  | { kind: 'capability'; capability: Capability };

export const ALL: RouteAccess = { kind: 'all' };
export const VISITORS: RouteAccess = { kind: 'unauthenticated' };
export const SIGNED_IN: RouteAccess = { kind: 'authenticated' };
export function requires(capability: Capability): RouteAccess {
  return { kind: 'capability', capability };
}

/**
 * The route-permission rule of spec 1 §5. `roles` is undefined for a visitor;
 * a signed-in user passes a capability rule when any of their roles holds it.
 */
export function mayOpenRoute(access: RouteAccess, roles: readonly Role[] | undefined): boolean {
  switch (access.kind) {
    case 'all':
      return true;
    case 'unauthenticated':
      return roles === undefined;
    case 'authenticated':
      return roles !== undefined;
    case 'capability':
      return roles !== undefined && can(roles, access.capability);
  }
}
