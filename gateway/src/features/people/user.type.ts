import { Field, ID, Int, ObjectType } from 'type-graphql';
import { primaryRole, isRole } from '@portal/domain';
import { Role, fromDomainRole } from '../../auth/role.enum.js';
import { DateTime } from '../../schema/date-time.js';
import type { GatewayContext } from '../../context/context.js';
import type { RestUser } from '../../rest/rest-types.js';

@ObjectType({
  description:
    'A person: the one type for everyone the portal knows, in every list and answer (a school’s people, a parent’s children, a group’s owners, root).',
})
export class User {
  @Field(() => ID, { description: "The user's id (a UUID)." })
  id!: string;

  @Field(() => String, { description: 'First name.' })
  firstName!: string;

  @Field(() => String, { description: 'Last name.' })
  lastName!: string;

  @Field(() => String, { description: 'The e-mail address they sign in with.' })
  email!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'A new address waiting for the confirmation link mailed to it (the caller’s own record only; null for anyone else’s): `email` stays in use until the link is opened.',
  })
  pendingEmail!: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Whether they must change the password the school set before anything else (the caller’s own record only, as `me` answers it; null for anyone else’s).',
  })
  mustChangePassword!: boolean | null;

  @Field(() => [Role], {
    description: 'Every role the user holds (a teacher may also be an admin or a parent); never empty.',
  })
  roles!: Role[];

  @Field(() => Role, { description: 'The primary role (root > admin > teacher > parent > student).' })
  role!: Role;

  @Field(() => Int, {
    nullable: true,
    description: "A student's school year (an integer, such as 3); null for anyone else or when not set.",
  })
  yearLevel!: number | null;

  @Field(() => DateTime, { description: 'When the account was created (an instant, answered at UTC).' })
  createdAt!: Date;

  schoolId!: string | null;

  /**
   * The school's name when the answer that brought this user carried it (root's
   * registered users, of every school); otherwise `school` reads the caller's own.
   */
  schoolName?: string;
}

/** A user from any of the API's answers that carry the contract's User JSON. */
export function userFromRest(rest: RestUser & { schoolName?: string }): User {
  const domainRoles = rest.role.filter(isRole);
  const primary = primaryRole(domainRoles);
  if (!primary) throw new Error(`User ${rest.userId} has no role`);
  return Object.assign(new User(), {
    id: rest.userId,
    firstName: rest.firstName,
    lastName: rest.lastName,
    email: rest.email,
    pendingEmail: rest.pendingEmail ?? null,
    mustChangePassword: rest.mustChangePassword ?? null,
    roles: domainRoles.map(fromDomainRole),
    role: fromDomainRole(primary),
    yearLevel: rest.yearLevel,
    schoolId: rest.schoolId,
    createdAt: new Date(rest.createdAt),
    ...(rest.schoolName === undefined ? {} : { schoolName: rest.schoolName }),
  });
}

/**
 * The person an answer names by id, through the per-request user loader (one
 * batch REST read for every id of a query); null without an id, once the
 * account is gone, or when the caller may not read that person.
 */
export async function linkedUser(context: GatewayContext, id: string | null): Promise<User | null> {
  if (!id) return null;
  const found = await context.loaders.usersById.load(id);
  return found ? userFromRest(found) : null;
}
