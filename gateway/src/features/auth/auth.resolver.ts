import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Public } from '../../auth/auth-decorators.js';
import { fromDomainRole } from '../../auth/role.enum.js';
import type { GatewayContext } from '../../context/context.js';
import { AuthStatus, SignInInput, SignInPayload, SignOutPayload } from './auth.types.js';
import { User, userFromRest } from '../people/user.type.js';

@Resolver()
export class AuthResolver {
  @Query(() => AuthStatus, {
    description: 'Whether the caller is signed in, and with which roles; a visitor gets an answer too, never an error.',
  })
  @Public()
  async authStatus(@Ctx() context: GatewayContext): Promise<AuthStatus> {
    const viewer = await context.viewer();
    return { authenticated: viewer !== null, role: viewer ? fromDomainRole(viewer.role) : null };
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
    return { user: userFromRest(data.user), role: fromDomainRole(data.role) };
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
