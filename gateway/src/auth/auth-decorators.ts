import { GraphQLError } from 'graphql';
import { Directive, UseMiddleware, type MiddlewareFn } from 'type-graphql';
import { can, type Capability } from '@portal/domain';
import type { GatewayContext, Viewer } from '../context/context.js';

type FieldDecorator = (target: object, propertyKey: string | symbol, descriptor?: PropertyDescriptor) => void;

/**
 * The caller, when signed in and holding the capability (if one is named);
 * UNAUTHENTICATED or FORBIDDEN otherwise. `@Auth` runs it before a field's
 * resolver; a subscription runs it before it subscribes.
 */
export async function requireAccess(context: GatewayContext, capability: Capability | undefined): Promise<Viewer> {
  // A token's role is in its text: a capability it lacks is refused before any upstream call.
  const tokenRole = context.token?.role;
  if (capability && tokenRole && !can([tokenRole], capability)) throw forbidden();
  const viewer = await context.viewer();
  if (!viewer) {
    throw new GraphQLError('You must be signed in.', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  if (capability && !can(viewer.roles, capability)) throw forbidden();
  return viewer;
}

const forbidden = () => new GraphQLError('You are not allowed to do this.', { extensions: { code: 'FORBIDDEN' } });

function guard(capability: Capability | undefined): MiddlewareFn<GatewayContext> {
  return async ({ context }, next) => {
    await requireAccess(context, capability);
    return next();
  };
}

/**
 * Any signed-in user, or only those holding the capability (domain/src/capabilities.ts)
 * through any of their roles. Prints `@auth` or `@auth(requires: "capability")`
 * in the SDL and checks the caller before the resolver makes any upstream call.
 */
export function Auth(capability?: Capability): FieldDecorator {
  const sdl = capability ? `@auth(requires: ${JSON.stringify(capability)})` : '@auth';
  return (target, propertyKey, descriptor) => {
    Directive(sdl)(target, propertyKey, descriptor as PropertyDescriptor);
    UseMiddleware(guard(capability))(target, propertyKey, descriptor as PropertyDescriptor);
  };
}

/** Anybody, signed in or not. Prints `@public` so the rule is visible in the SDL. */
export function Public(): FieldDecorator {
  return (target, propertyKey, descriptor) => {
    Directive('@public')(target, propertyKey, descriptor as PropertyDescriptor);
  };
}
