import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Public } from '../../auth/auth-decorators.js';
import { fromDomainRole } from '../../auth/role.enum.js';
import type { GatewayContext } from '../../context/context.js';
import { AuthStatus, SignInInput, SignInPayload, SignOutPayload } from './auth.types.js';
import { User, userFromRest } from '../people/user.type.js';

@Resolver()
export class AuthResolver {
  @Query(() => AuthStatus)
  @Public()
  async authStatus(@Ctx() context: GatewayContext): Promise<AuthStatus> {
    const viewer = await context.viewer();
    return { authenticated: viewer !== null, role: viewer ? fromDomainRole(viewer.role) : null };
  }

  @Query(() => User, { nullable: true, description: 'The signed-in user, or null for a visitor.' })
  @Public()
  async viewer(@Ctx() context: GatewayContext): Promise<User | null> {
    if (!(await context.viewer())) return null;
    return userFromRest((await context.rest.get('/api/v1/me')).data);
  }

  @Query(() => User)
  @Auth()
  async me(@Ctx() context: GatewayContext): Promise<User> {
    return userFromRest((await context.rest.get('/api/v1/me')).data);
  }

  @Mutation(() => SignInPayload)
  @Public()
  async signIn(
    @Arg('input', () => SignInInput) input: SignInInput,
    @Ctx() context: GatewayContext,
  ): Promise<SignInPayload> {
    const { data } = await context.rest.post('/api/v1/auth/signin', {
      body: { email: input.email, password: input.password },
    });
    return { user: userFromRest(data.user), role: fromDomainRole(data.role) };
  }

  @Mutation(() => SignOutPayload)
  @Public()
  async signOut(@Ctx() context: GatewayContext): Promise<SignOutPayload> {
    await context.rest.post('/api/v1/auth/signout');
    return { signedOut: true };
  }
}
