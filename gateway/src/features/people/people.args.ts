import { GraphQLError } from 'graphql';
import { ArgsType, Field, ID, Int, registerEnumType } from 'type-graphql';
import { SCHOOL_ROLES, type SchoolRole } from '@portal/domain';
import { Role } from '../../auth/role.enum.js';

export enum PeopleSort {
  FIRST_NAME = 'firstName',
  LAST_NAME = 'lastName',
  EMAIL = 'email',
  CREATED_AT = 'createdAt',
}
registerEnumType(PeopleSort, { name: 'PeopleSort' });

export enum SortOrder {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortOrder, { name: 'SortOrder' });

@ArgsType()
export class PeopleArgs {
  @Field(() => Role, { nullable: true, description: 'Only people holding this role.' })
  role?: Role | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive part of "first last".' })
  name?: string | null;

  @Field(() => ID, { nullable: true, description: "Only this group's members." })
  group?: string | null;

  @Field(() => PeopleSort, { defaultValue: PeopleSort.LAST_NAME })
  sortBy!: PeopleSort;

  @Field(() => SortOrder, { defaultValue: SortOrder.ASC })
  sortOrder!: SortOrder;

  @Field(() => Int, { defaultValue: 15, description: '1 to 100.' })
  first!: number;

  @Field(() => String, { nullable: true })
  after?: string | null;
}

const isSchoolRole = (role: string): role is SchoolRole => (SCHOOL_ROLES as readonly string[]).includes(role);

/** The `role` filter as the API takes it: a school role (root holds none, so the API refuses it, as here). */
export function schoolRoleFilter(role: Role | null | undefined): SchoolRole | undefined {
  if (!role) return undefined;
  if (isSchoolRole(role)) return role;
  throw new GraphQLError('role: Only a school role filters people', {
    extensions: { code: 'BAD_USER_INPUT', field: 'role' },
  });
}
