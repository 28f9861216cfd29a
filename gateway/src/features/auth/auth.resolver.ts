import { ERROR_KINDS } from '@portal/domain';
import { GraphQLError } from 'graphql';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Public } from '../../auth/auth-decorators.js';
import { fromDomainRole } from '../../auth/role.enum.js';
import type { GatewayContext } from '../../context/context.js';
import {
  AuthStatus,
  SignInInput,
  SignInPayload,
  SignOutPayload,
  SsoProvider,
  SsoSignInInput,
  SsoStart,
} from './auth.types.js';
import { User, userFromRest } from '../people/user.type.js';

@Resolver()
export class AuthResolver {
  @Query(() => AuthStatus, {
    description: 'Whether the caller is signed in, and with which roles; a visitor gets an answer too, never an error.',
  })
  @Public()
  async authStatus(@Ctx() context: GatewayContext): Promise<AuthStatus> {
    const viewer = await context.currentViewer();
    return {
      authenticated: viewer !== null,
      role: viewer ? fromDomainRole(viewer.role) : null,
      mustChangePassword: viewer?.mustChangePassword ?? false,
    };
  }

  @Query(() => User, {
    description:
      'The signed-in user; a visitor gets UNAUTHENTICATED (`authStatus` answers a visitor without an error).',
  })
  @Auth()
  async me(@Ctx() context: GatewayContext): Promise<User> {
    return userFromRest((await context.rest.get('/api/v1/me')).data);
  }

  @Mutation(() => SignInPayload, {
    description:
      'Checks an e-mail and password and starts a session (an HttpOnly cookie). Attempts are throttled: past the limit the answer is TOO_MANY_REQUESTS with `extensions.retryAfter` in seconds.',
  })
  @Public()
  async signIn(
    @Arg('input', () => SignInInput, { description: 'The e-mail and password.' }) input: SignInInput,
    @Ctx() context: GatewayContext,
  ): Promise<SignInPayload> {
    const { data } = await context.rest.post('/api/v1/auth/signin', {
      body: { email: input.email, password: input.password },
    });
    return {
      user: userFromRest(data.user),
      role: fromDomainRole(data.role),
      mustChangePassword: data.mustChangePassword,
    };
  }

  @Query(() => SsoProvider, {
    nullable: true,
    description: 'The identity provider single sign-on uses; null when none is configured (only the form signs in).',
  })
  @Public()
  async singleSignOn(@Ctx() context: GatewayContext): Promise<SsoProvider | null> {
    try {
      return (await context.rest.get('/api/v1/auth/sso')).data;
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === ERROR_KINDS.notFound.graphql) return null;
      throw error;
    }
  }

  @Mutation(() => SsoStart, {
    description:
      'Starts a single sign-on: a nonce for the authorization request, bound to this browser by an HttpOnly cookie for ten minutes. NOT_FOUND when no provider is configured.',
  })
  @Public()
  async startSingleSignOn(@Ctx() context: GatewayContext): Promise<SsoStart> {
    return (await context.rest.post('/api/v1/auth/sso/start')).data;
  }

  @Mutation(() => SignInPayload, {
    description:
      "Signs in with the provider's ID token (single sign-on) and starts a session, as signIn does. UNAUTHENTICATED with the reason when the token is not verified, was used before, or no account has its e-mail (none is made).",
  })
  @Public()
  async signInWithSso(
    @Arg('input', () => SsoSignInInput, { description: 'The ID token and the nonce of this sign-in.' })
    input: SsoSignInInput,
    @Ctx() context: GatewayContext,
  ): Promise<SignInPayload> {
    const { data } = await context.rest.post('/api/v1/auth/sso', {
      body: { idToken: input.idToken, nonce: input.nonce },
    });
    return {
      user: userFromRest(data.user),
      role: fromDomainRole(data.role),
      mustChangePassword: data.mustChangePassword,
    };
  }

  @Mutation(() => SignOutPayload, {
    description: "Ends the caller's session, if any, and clears its cookie; harmless for a visitor.",
  })
  @Public()
  async signOut(@Ctx() context: GatewayContext): Promise<SignOutPayload> {
    await context.rest.post('/api/v1/auth/signout');
    return { signedOut: true };
  }
}
