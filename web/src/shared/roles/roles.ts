import { isRole, type Role, type SchoolRole } from '@portal/domain';
import type { Role as GraphQLRole } from '../../generated/graphql';

/** The schema spells roles in upper case (`ADMIN`); the domain rules use the lower-case names. */
export function toDomainRoles(roles: readonly GraphQLRole[]): Role[] {
  return roles.map((role) => role.toLowerCase()).filter(isRole);
}

const GRAPHQL_ROLE: Record<SchoolRole, GraphQLRole> = {
  admin: 'ADMIN',
  teacher: 'TEACHER',
  student: 'STUDENT',
  parent: 'PARENT',
};

export function toGraphQLRoles(roles: readonly SchoolRole[]): GraphQLRole[] {
  return roles.map((role) => GRAPHQL_ROLE[role]);
}

export const ROLE_LABEL: Record<Role, string> = {
  admin: 'Admin',
  teacher: 'Teacher',
  student: 'Student',
  parent: 'Parent',
  root: 'Root',
};
