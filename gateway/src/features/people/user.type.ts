import { Field, ID, Int, ObjectType } from 'type-graphql';
import { primaryRole, isRole } from '@portal/domain';
import { Role, fromDomainRole } from '../../auth/role.enum.js';
import type { RestUser } from '../../rest/rest-types.js';

@ObjectType({ description: 'A person of a school (or root).' })
export class User {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => [Role], { description: 'Every role of the record.' })
  roles!: Role[];

  @Field(() => Role, { description: 'The primary role (root > admin > teacher > parent > student).' })
  role!: Role;

  @Field(() => Int, { nullable: true })
  yearLevel!: number | null;

  schoolId!: string | null;
}

export function userFromRest(rest: RestUser): User {
  const domainRoles = rest.role.filter(isRole);
  const primary = primaryRole(domainRoles);
  if (!primary) throw new Error(`User ${rest.userId} has no role`);
  return Object.assign(new User(), {
    id: rest.userId,
    firstName: rest.firstName,
    lastName: rest.lastName,
    email: rest.email,
    roles: domainRoles.map(fromDomainRole),
    role: fromDomainRole(primary),
    yearLevel: rest.yearLevel,
    schoolId: rest.schoolId,
  });
}
