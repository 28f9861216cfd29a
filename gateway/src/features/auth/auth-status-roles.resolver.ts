import { Ctx, FieldResolver, Resolver } from 'type-graphql';
import { Role, fromDomainRole } from '../../auth/role.enum.js';
import type { GatewayContext } from '../../context/context.js';
import { AuthStatus } from './auth.types.js';

/** `AuthStatus.roles`: every role of the caller, from the one cached auth-status call of the request. */
@Resolver(() => AuthStatus)
export class AuthStatusRolesResolver {
  @FieldResolver(() => [Role], {
    description: 'Every role the caller holds (empty for a visitor): what the capability rules read.',
  })
  async roles(@Ctx() context: GatewayContext): Promise<Role[]> {
    const viewer = await context.currentViewer();
    return viewer ? viewer.roles.map(fromDomainRole) : [];
  }
}
