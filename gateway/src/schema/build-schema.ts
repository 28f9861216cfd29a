import 'reflect-metadata';
import { GraphQLSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { accessDirectives } from '../auth/directives.js';
import { AuthResolver } from '../features/auth/auth.resolver.js';
import { AuthStatusRolesResolver } from '../features/auth/auth-status-roles.resolver.js';
import { SchoolResolver, UserSchoolResolver } from '../features/schools/school.resolver.js';
import { AccountResolver } from '../features/people/account.resolver.js';
import { PeopleResolver } from '../features/people/people.resolver.js';
import { GroupsResolver } from '../features/groups/groups.resolver.js';
import { AssignmentsResolver } from '../features/assignments/assignments.resolver.js';
import { RegisteredUsersResolver } from '../features/registered-users/registered-users.resolver.js';
import { ParentLinksResolver } from '../features/parent-links/parent-links.resolver.js';

/** Every resolver class of the gateway. A new feature adds its resolvers here. */
export const RESOLVERS = [
  AuthResolver,
  AuthStatusRolesResolver,
  SchoolResolver,
  UserSchoolResolver,
  PeopleResolver,
  AccountResolver,
  GroupsResolver,
  AssignmentsResolver,
  RegisteredUsersResolver,
  ParentLinksResolver,
] as const;

let cached: GraphQLSchema | undefined;

/**
 * The gateway schema, with the `@auth` and `@public` directives defined so the
 * printed SDL shows every access rule.
 */
export function buildGatewaySchema(): GraphQLSchema {
  if (cached) return cached;
  // Input validation is the API's job; the gateway forwards and maps errors.
  const base = buildSchemaSync({ resolvers: [...RESOLVERS], validate: false });
  const config = base.toConfig();
  cached = new GraphQLSchema({ ...config, directives: [...config.directives, ...accessDirectives()] });
  return cached;
}
