import { roleFromAuthStatus, type Role } from '@portal/domain';
import type { Role as GraphQLRole } from '../../generated/graphql';

/** The schema spells roles in upper case (`ADMIN`); the domain rules use the lower-case names. */
export function toDomainRole(role: GraphQLRole | null | undefined): Role | undefined {
  return roleFromAuthStatus(role?.toLowerCase());
}
