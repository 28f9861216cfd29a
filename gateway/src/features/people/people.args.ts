import { GraphQLError } from 'graphql';
import { ArgsType, Field, ID, InputType, registerEnumType } from 'type-graphql';
import { ERROR_KINDS, SCHOOL_ROLES, type SchoolRole } from '@portal/domain';
import { Role } from '../../auth/role.enum.js';
import { Order, OrderDirection } from '../../schema/order.js';
import { PageArgs } from '../../schema/page.args.js';

export enum PeopleOrderField {
  FIRST_NAME = 'firstName',
  LAST_NAME = 'lastName',
  EMAIL = 'email',
  CREATED_AT = 'createdAt',
}
registerEnumType(PeopleOrderField, {
  name: 'PeopleOrderField',
  description: 'What a list of people is ordered by.',
  valuesConfig: {
    FIRST_NAME: { description: 'By first name (then last name).' },
    LAST_NAME: { description: 'By last name (then first name).' },
    EMAIL: { description: 'By e-mail address.' },
    CREATED_AT: { description: 'By when the account was created.' },
  },
});

export enum PeopleScope {
  SCHOOL = 'school',
  RESULTS = 'results',
}
registerEnumType(PeopleScope, {
  name: 'PeopleScope',
  description: 'Whom a list of people may hold.',
  valuesConfig: {
    SCHOOL: { description: "Everyone of the caller's school." },
    RESULTS: {
      description:
        'Only those whose results the caller may open: a teacher, the students of the groups they own; an admin, the whole school (the result and metrics student lists).',
    },
  },
});

@InputType('PeopleOrder', { description: 'How a list of people is ordered.' })
export class PeopleOrder extends Order(PeopleOrderField) {}

@ArgsType()
export class PeopleArgs extends PageArgs {
  @Field(() => Role, {
    nullable: true,
    description: 'Only people holding this role (a school role: ROOT is BAD_USER_INPUT).',
  })
  role?: Role | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive part of "first last".' })
  name?: string | null;

  @Field(() => ID, { nullable: true, description: "Only this group's members (a group id, a UUID)." })
  group?: string | null;

  @Field(() => PeopleScope, {
    defaultValue: PeopleScope.SCHOOL,
    description: 'Whom the list may hold: the whole school, or only those whose results the caller may open.',
  })
  scope!: PeopleScope;

  @Field(() => PeopleOrder, {
    defaultValue: { field: PeopleOrderField.LAST_NAME, direction: OrderDirection.ASC },
    description: 'What the people are ordered by, and which way.',
  })
  orderBy!: PeopleOrder;
}

const isSchoolRole = (role: string): role is SchoolRole => (SCHOOL_ROLES as readonly string[]).includes(role);

/** The `role` filter as the API takes it: a school role (root holds none, so the API refuses it, as here). */
export function schoolRoleFilter(role: Role | null | undefined): SchoolRole | undefined {
  if (!role) return undefined;
  if (isSchoolRole(role)) return role;
  throw new GraphQLError('role: Only a school role filters people', {
    extensions: { code: ERROR_KINDS.badRequest.graphql, field: 'role' },
  });
}
