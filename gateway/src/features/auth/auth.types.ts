import { Field, InputType, ObjectType } from 'type-graphql';
import { Role } from '../../auth/role.enum.js';
import { User } from '../people/user.type.js';

@ObjectType({ description: 'Whether the caller is signed in, and as what.' })
export class AuthStatus {
  @Field(() => Boolean)
  authenticated!: boolean;

  @Field(() => Role, { nullable: true })
  role!: Role | null;
}

@InputType()
export class SignInInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@ObjectType()
export class SignInPayload {
  @Field(() => User)
  user!: User;

  @Field(() => Role)
  role!: Role;
}

@ObjectType()
export class SignOutPayload {
  @Field(() => Boolean)
  signedOut!: boolean;
}
