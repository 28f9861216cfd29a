import { Field, ID, ObjectType } from 'type-graphql';
import { User } from './user.type.js';

@ObjectType({ description: 'A created account: the new user and its one-time password, shown once.' })
export class CreatedAccount {
  @Field(() => User, { description: 'The user created.' })
  user!: User;

  @Field(() => String, {
    nullable: true,
    description:
      'Its one-time password in clear: this answer is the only place it appears (only a hash is stored), so hand it to the person now. Null when created with an API token: the account has no password, and cannot sign in, until an admin or teacher signed in to the portal sets one (changePassword).',
  })
  password!: string | null;
}

@ObjectType({ description: 'What a bulk creation did.' })
export class CreateAccountsPayload {
  @Field(() => [CreatedAccount], {
    description: 'The accounts created, in the order sent, each with its password (none for an API token).',
  })
  created!: CreatedAccount[];

  @Field(() => [String], {
    description:
      'The e-mail addresses, as sent, of the accounts not created because the address is registered already (in this school or another: nothing more is told of them).',
  })
  alreadyPresent!: string[];
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

@ObjectType({ description: 'A confirmed e-mail address.' })
export class ConfirmEmailPayload {
  @Field(() => String, { description: 'The address the account signs in with from now on.' })
  email!: string;
}
