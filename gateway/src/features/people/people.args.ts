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
registerEnumType(PeopleSort, {
  name: 'PeopleSort',
  description: 'What a list of people is ordered by.',
  valuesConfig: {
    FIRST_NAME: { description: 'By first name.' },
    LAST_NAME: { description: 'By last name.' },
    EMAIL: { description: 'By e-mail address.' },
    CREATED_AT: { description: 'By when the account was created.' },
  },
});

export enum SortOrder {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortOrder, {
  name: 'SortOrder',
  description: 'The direction of an ordering.',
  valuesConfig: {
    ASC: { description: 'Ascending: A to Z, earliest first.' },
    DESC: { description: 'Descending: Z to A, latest first.' },
  },
});

@ArgsType()
export class PeopleArgs {
  @Field(() => Role, {
    nullable: true,
    description: 'Only people holding this role (a school role: ROOT is BAD_USER_INPUT).',
  })
  role?: Role | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive part of "first last".' })
  name?: string | null;

  @Field(() => ID, { nullable: true, description: "Only this group's members (a group id, a UUID)." })
  group?: string | null;

  @Field(() => PeopleSort, { defaultValue: PeopleSort.LAST_NAME, description: 'What the people are ordered by.' })
  sortBy!: PeopleSort;

  @Field(() => SortOrder, { defaultValue: SortOrder.ASC, description: 'Ascending or descending.' })
  sortOrder!: SortOrder;

  @Field(() => Int, { defaultValue: 15, description: 'How many people a page holds at most: 1 to 100.' })
  first!: number;

  @Field(() => String, {
    nullable: true,
    description:
      "Start just after the person with this cursor (an edge's `cursor` or `pageInfo.endCursor`); null or left out starts at the first.",
  })
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
