import { Field, ID, ObjectType } from 'type-graphql';
import { Role } from '../../auth/role.enum.js';
import { User } from './user.type.js';

@ObjectType({ description: 'An account as submitted for creation.' })
export class AccountRow {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => [Role])
  roles!: Role[];
}

@ObjectType({ description: 'A created account with its one-time password, shown once and never stored in clear.' })
export class CreatedAccount extends AccountRow {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  password!: string;
}

@ObjectType()
export class CreateAccountsPayload {
  @Field(() => [CreatedAccount])
  created!: CreatedAccount[];

  @Field(() => [AccountRow], { description: 'Accounts not created because the e-mail is already registered.' })
  alreadyPresent!: AccountRow[];
}

@ObjectType()
export class DeleteUsersPayload {
  @Field(() => [ID])
  deletedIds!: string[];
}

@ObjectType()
export class UsersPayload {
  @Field(() => [User])
  users!: User[];
}

@ObjectType()
export class UserPayload {
  @Field(() => User)
  user!: User;
}
