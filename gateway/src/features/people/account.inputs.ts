import { Field, ID, InputType, Int } from 'type-graphql';
import { MAX_YEAR_LEVEL, MIN_YEAR_LEVEL } from '@portal/domain';
import { Role } from '../../auth/role.enum.js';

@InputType({ description: 'One account to create; roles "admin, teacher" make a teacher with admin privileges.' })
export class NewAccountInput {
  @Field(() => String, { description: 'First name.' })
  firstName!: string;

  @Field(() => String, { description: 'Last name.' })
  lastName!: string;

  @Field(() => String, {
    description:
      'The e-mail address to sign in with; one already registered is reported in `alreadyPresent`, not created.',
  })
  email!: string;

  @Field(() => [Role], {
    description: 'The roles to give: TEACHER, STUDENT or PARENT, or ADMIN with TEACHER; never ROOT.',
  })
  roles!: Role[];

  @Field(() => Int, {
    nullable: true,
    description: `For a student, their school year (${MIN_YEAR_LEVEL} to ${MAX_YEAR_LEVEL}, such as 3; else BAD_USER_INPUT); null otherwise.`,
  })
  yearLevel?: number | null;
}

@InputType({ description: 'The accounts to create in one call.' })
export class CreateAccountsInput {
  @Field(() => [NewAccountInput], {
    description:
      'At most 500 a call; all are created or none (an e-mail already registered is skipped, not a failure).',
  })
  accounts!: NewAccountInput[];
}

@InputType({ description: 'The users to act on.' })
export class UserIdsInput {
  @Field(() => [ID], { description: "Their user ids (UUIDs), all of the caller's school." })
  userIds!: string[];
}

@InputType({ description: 'A new password for a user.' })
export class ChangePasswordInput {
  @Field(() => ID, { nullable: true, description: 'Whose password: the caller when null or left out.' })
  userId?: string | null;

  @Field(() => String, { description: "The new password, which must satisfy the portal's password rule." })
  password!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The caller's current password: required to change their own (BAD_USER_INPUT without it, FORBIDDEN when wrong, counted as a failed sign-in); ignored for a reset of someone else's.",
  })
  currentPassword?: string | null;
}

@InputType({ description: 'A new e-mail address for a user.' })
export class ChangeEmailInput {
  @Field(() => ID, { nullable: true, description: 'Whose e-mail address: the caller when null or left out.' })
  userId?: string | null;

  @Field(() => String, { description: 'The new e-mail address; it must not be registered already.' })
  email!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The caller's current password: required to change their own address (BAD_USER_INPUT without it, FORBIDDEN when wrong); ignored for someone else's.",
  })
  currentPassword?: string | null;
}

@InputType({ description: 'The token of the confirmation link mailed to a new address.' })
export class ConfirmEmailInput {
  @Field(() => String, { description: 'The `token` of the link.' })
  token!: string;
}

@InputType({ description: 'A new name for a user.' })
export class ChangeNameInput {
  @Field(() => ID, { nullable: true, description: 'Whose name: the caller when null or left out.' })
  userId?: string | null;

  @Field(() => String, { description: 'The new first name.' })
  firstName!: string;

  @Field(() => String, { description: 'The new last name.' })
  lastName!: string;
}

@InputType({ description: 'A student to link to a parent.' })
export class LinkChildInput {
  @Field(() => ID, { nullable: true, description: 'The parent (a user id): the caller when null or left out.' })
  parentId?: string | null;

  @Field(() => String, { description: "The student's e-mail address; the student must be of the caller's school." })
  childEmail!: string;
}

@InputType({ description: 'A first and a last name, as an import would create them.' })
export class PersonNameInput {
  @Field(() => String, { description: 'First name.' })
  firstName!: string;

  @Field(() => String, { description: 'Last name.' })
  lastName!: string;
}
