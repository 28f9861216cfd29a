import { Field, InputType, ObjectType } from 'type-graphql';
import { Role } from '../../auth/role.enum.js';
import { User } from '../people/user.type.js';

@ObjectType({ description: 'Whether the caller is signed in, and as what.' })
export class AuthStatus {
  @Field(() => Boolean, { description: 'True when the request carries a valid session; false for a visitor.' })
  authenticated!: boolean;

  @Field(() => Role, {
    nullable: true,
    description: "The signed-in user's primary role (root > admin > teacher > parent > student); null for a visitor.",
  })
  role!: Role | null;

  @Field(() => Boolean, {
    description:
      'True while the signed-in staff member or parent must change the password the school set (an import, a reset): until `changePassword` on their own account, every other operation but this, `me` and `signOut` is refused with PASSWORD_CHANGE_REQUIRED. False for a visitor.',
  })
  mustChangePassword!: boolean;
}

@InputType({ description: 'The credentials to sign in with.' })
export class SignInInput {
  @Field(() => String, { description: "The account's e-mail address." })
  email!: string;

  @Field(() => String, {
    description: "The account's password, in clear (over HTTPS); never stored or logged as sent.",
  })
  password!: string;
}

@ObjectType({ description: 'The user just signed in; the session cookie comes with the HTTP answer.' })
export class SignInPayload {
  @Field(() => User, { description: 'The user now signed in.' })
  user!: User;

  @Field(() => Role, { description: 'Their primary role (root > admin > teacher > parent > student).' })
  role!: Role;

  @Field(() => Boolean, {
    description:
      'True when they must change the password the school set before anything else (see `AuthStatus.mustChangePassword`).',
  })
  mustChangePassword!: boolean;
}

@ObjectType({ description: 'The outcome of signing out.' })
export class SignOutPayload {
  @Field(() => Boolean, {
    description: 'Always true: the session, if there was one, has ended and its cookie is cleared.',
  })
  signedOut!: boolean;
}

@ObjectType({ description: 'The OpenID Connect provider single sign-on uses (spec 1 §2.2, §7).' })
export class SsoProvider {
  @Field(() => String, {
    description: "The provider's issuer URL: where the browser's authorization code flow starts.",
  })
  issuer!: string;

  @Field(() => String, { description: "The portal's public client id at the provider (PKCE S256, no secret)." })
  clientId!: string;

  @Field(() => String, { description: 'How the sign-in page and a school’s admin name the provider.' })
  name!: string;
}

@ObjectType({ description: 'A single sign-on this browser started.' })
export class SsoStart {
  @Field(() => String, {
    description:
      'The nonce to send in the authorization request and back with the ID token; also kept in an HttpOnly cookie, so only this browser can finish the sign-in.',
  })
  nonce!: string;
}

@InputType({ description: "What the browser's single sign-on brought back from the provider." })
export class SsoSignInInput {
  @Field(() => String, { description: 'The ID token of the authorization code flow.' })
  idToken!: string;

  @Field(() => String, { description: 'The nonce startSingleSignOn gave this browser (in its authorization request).' })
  nonce!: string;
}
