import { Field, ID, ObjectType } from 'type-graphql';
import { Role } from '../../auth/role.enum.js';
import { User } from './user.type.js';

@ObjectType({ description: 'An account as submitted for creation.' })
export class AccountRow {
  @Field(() => String, { description: 'First name, as submitted.' })
  firstName!: string;

  @Field(() => String, { description: 'Last name, as submitted.' })
  lastName!: string;

  @Field(() => String, { description: 'E-mail address, as submitted.' })
  email!: string;

  @Field(() => [Role], { description: 'Roles, as submitted.' })
  roles!: Role[];
}

@ObjectType({ description: 'A created account with its one-time password, shown once and never stored in clear.' })
export class CreatedAccount extends AccountRow {
  @Field(() => ID, { description: "The new account's user id (a UUID)." })
  id!: string;

  @Field(() => String, {
    description:
      'Its one-time password in clear: this answer is the only place it appears, so hand it to the person now.',
  })
  password!: string;
}

@ObjectType({ description: 'What a bulk creation did.' })
export class CreateAccountsPayload {
  @Field(() => [CreatedAccount], { description: 'The accounts created, each with its one-time password.' })
  created!: CreatedAccount[];

  @Field(() => [AccountRow], { description: 'Accounts not created because the e-mail is already registered.' })
  alreadyPresent!: AccountRow[];
}

@ObjectType({ description: 'The users deleted.' })
export class DeleteUsersPayload {
  @Field(() => [ID], { description: 'The user ids deleted: those of the input.' })
  deletedIds!: string[];
}

@ObjectType({ description: 'Users as they are after a change.' })
export class UsersPayload {
  @Field(() => [User], { description: 'The users acted on, read again after the change.' })
  users!: User[];
}

@ObjectType({ description: 'A user as they are after a change.' })
export class UserPayload {
  @Field(() => User, { description: 'The user acted on, read again after the change.' })
  user!: User;
}
