import { Field, ID, InputType, Int } from 'type-graphql';
import { Role } from '../../auth/role.enum.js';

@InputType({ description: 'One account to create; roles "admin, teacher" make a teacher with admin privileges.' })
export class NewAccountInput {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => [Role])
  roles!: Role[];

  @Field(() => Int, { nullable: true })
  yearLevel?: number | null;
}

@InputType()
export class CreateAccountsInput {
  @Field(() => [NewAccountInput], { description: 'At most 500 a call; all or nothing.' })
  accounts!: NewAccountInput[];
}

@InputType()
export class UserIdsInput {
  @Field(() => [ID])
  userIds!: string[];
}

@InputType()
export class ChangePasswordInput {
  @Field(() => ID, { nullable: true, description: 'Whose password: yourself when left out.' })
  userId?: string | null;

  @Field(() => String)
  password!: string;
}

@InputType()
export class ChangeEmailInput {
  @Field(() => ID, { nullable: true, description: 'Yourself when left out.' })
  userId?: string | null;

  @Field(() => String)
  email!: string;
}

@InputType()
export class ChangeNameInput {
  @Field(() => ID, { nullable: true, description: 'Yourself when left out.' })
  userId?: string | null;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;
}

@InputType()
export class LinkChildInput {
  @Field(() => ID, { nullable: true, description: 'The parent: yourself when left out.' })
  parentId?: string | null;

  @Field(() => String)
  childEmail!: string;
}
