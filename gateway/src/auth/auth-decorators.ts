import { GraphQLError } from 'graphql';
import { Directive, UseMiddleware, type MiddlewareFn } from 'type-graphql';
import { ERROR_KINDS, REFUSALS, can, type Capability } from '@portal/domain';
import type { GatewayContext, Viewer } from '../context/context.js';

type FieldDecorator = (target: object, propertyKey: string | symbol, descriptor?: PropertyDescriptor) => void;

/**
 * The caller, when signed in and holding the capability (if one is named);
 * null otherwise. The caller as remembered for a few seconds may let a field
 * through (the API still checks each of its calls), but a refusal rests on
 * the API's answer now, so a role granted a moment ago is never refused.
 */
export async function viewerWith(context: GatewayContext, capability?: Capability): Promise<Viewer | null> {
  const allows = (viewer: Viewer | null) => viewer !== null && (!capability || can(viewer.roles, capability));
  const remembered = await context.viewer();
  if (allows(remembered)) return remembered;
  const current = await context.currentViewer();
  return allows(current) ? current : null;
}

/**
 * The caller, when signed in and holding the capability (if one is named);
 * UNAUTHENTICATED or FORBIDDEN otherwise. `@Auth` runs it before a field's
 * resolver; a subscription runs it before it subscribes.
 */
export async function requireAccess(context: GatewayContext, capability: Capability | undefined): Promise<Viewer> {
  // A token's role is in its text: a capability it lacks is refused before any upstream call.
  const tokenRole = context.token?.role;
  if (capability && tokenRole && !can([tokenRole], capability)) throw forbidden();
  const viewer = await viewerWith(context, capability);
  if (viewer) return viewer;
  if (!(await context.currentViewer())) {
    throw new GraphQLError(REFUSALS.notSignedIn, { extensions: { code: ERROR_KINDS.unauthenticated.graphql } });
  }
  throw forbidden();
}

const forbidden = () => new GraphQLError(REFUSALS.forbidden, { extensions: { code: ERROR_KINDS.forbidden.graphql } });

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
