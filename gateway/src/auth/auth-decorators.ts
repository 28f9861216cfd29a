import { GraphQLError } from 'graphql';
import { Directive, UseMiddleware, type MiddlewareFn } from 'type-graphql';
import { mayOpenRoute, onlyRoles, SIGNED_IN } from '@portal/domain';
import type { GatewayContext } from '../context/context.js';
import { Role, toDomainRole } from './role.enum.js';

type FieldDecorator = (target: object, propertyKey: string | symbol, descriptor?: PropertyDescriptor) => void;

function guard(roles: Role[]): MiddlewareFn<GatewayContext> {
  const access = roles.length === 0 ? SIGNED_IN : onlyRoles(...roles.map(toDomainRole));
  return async ({ context }, next) => {
    const viewer = await context.viewer();
    if (!viewer) {
      throw new GraphQLError('You must be signed in.', { extensions: { code: 'UNAUTHENTICATED' } });
    }
    if (!mayOpenRoute(access, viewer.role)) {
      throw new GraphQLError('You are not allowed to do this.', { extensions: { code: 'FORBIDDEN' } });
    }
    return next();
  };
}

/**
 * Any signed-in user, or only the roles given. Prints `@auth` in the SDL and
 * checks the caller before the resolver makes any upstream call.
 */
export function Auth(...roles: Role[]): FieldDecorator {
  const names = roles.map((role) => Object.entries(Role).find(([, value]) => value === role)?.[0]);
  const sdl = roles.length === 0 ? '@auth' : `@auth(roles: [${names.join(', ')}])`;
  return (target, propertyKey, descriptor) => {
    Directive(sdl)(target, propertyKey, descriptor as PropertyDescriptor);
    UseMiddleware(guard(roles))(target, propertyKey, descriptor as PropertyDescriptor);
  };
}

/** Anybody, signed in or not. Prints `@public` so the rule is visible in the SDL. */
export function Public(): FieldDecorator {
  return (target, propertyKey, descriptor) => {
    Directive('@public')(target, propertyKey, descriptor as PropertyDescriptor);
  };
}
