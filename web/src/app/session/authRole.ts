import { isRole, roleFromAuthStatus, type Role } from '@portal/domain';
import type { Role as GraphQLRole } from '../../generated/graphql';

/** Who is signed in: the primary role (layout, theme, dashboard) and every role (what capabilities read). */
export interface SignedInRoles {
  role: Role;
  roles: readonly Role[];
}

/** The schema spells roles in upper case (`ADMIN`); the domain rules use the lower-case names. */
export function toDomainRole(role: GraphQLRole | null | undefined): Role | undefined {
  return roleFromAuthStatus(role?.toLowerCase());
}

/** The signed-in user's roles from a gateway answer, or undefined when it names no role. */
export function toSignedInRoles(
  role: GraphQLRole | null | undefined,
  roles: readonly GraphQLRole[] | null | undefined,
): SignedInRoles | undefined {
  const primary = toDomainRole(role);
  if (!primary) return undefined;
  const all = (roles ?? []).map((each) => each.toLowerCase()).filter(isRole);
  return { role: primary, roles: [...new Set([primary, ...all])] };
}
