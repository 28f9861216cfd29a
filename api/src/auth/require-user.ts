import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_TOKEN_MESSAGES, REFUSALS } from '@portal/domain';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { noteAuditOrigin } from '../audit/audit-origin.js';
import { callerAndTokenOf, credentialOf } from './caller.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the `requireUser` preHandler. */
    sessionUser: UserRow | null;
    /** Whether that user came with an API token rather than a session. */
    viaApiToken: boolean;
  }
}

export function decorateSessionUser(app: FastifyInstance): void {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('viaApiToken', false);
}

export interface GuardOptions {
  /** Whether an API token may make the call (false: people in a session only). */
  tokens: boolean;
  /**
   * Whether the call stays open to a person who must change the password the
   * school set (issue 36): only reading who one is and changing it. Every
   * other call answers them 403 PASSWORD_CHANGE_REQUIRED, through an API
   * token of theirs too (one made before a reset).
   */
  duringPasswordChange?: boolean;
}

/** 403 PASSWORD_CHANGE_REQUIRED: the caller must choose their own password before anything else. */
export function passwordChangeRequired(): ApiError {
  return new ApiError(403, ACCOUNT_TEXTS.passwordChangeRequired, { reason: 'passwordChangeRequired' });
}

/**
 * A preHandler that answers 401 unless the request carries a live session
 * cookie or a live API token (which acts as its maker, with its role only).
 */
export function requireUser(db: Db, options: GuardOptions = { tokens: true }) {
  const guard = async (request: FastifyRequest): Promise<void> => {
    const credential = credentialOf(request);
    const { user, apiTokenName } = await callerAndTokenOf(db, credential);
    request.sessionUser = noteAuditOrigin(user, { address: request.clientAddress, apiTokenName });
    request.viaApiToken = credential.kind === 'token';
    // What signs people in (passwords, e-mails, tokens) stays with people: a leaked token cannot keep itself alive.
    if (credential.kind === 'token' && !options.tokens) throw new ApiError(403, API_TOKEN_MESSAGES.notWithToken);
    if (user.mustChangePassword && !options.duringPasswordChange) throw passwordChangeRequired();
  };
  const accepted: CredentialScheme[] = options.tokens ? ['session', 'token'] : ['session'];
  return Object.assign(guard, { [ACCEPTS]: accepted });
}

/** A credential a guard accepts, as the OpenAPI document names its security schemes. */
export type CredentialScheme = 'session' | 'token';

const ACCEPTS = Symbol('credentials accepted');

/**
 * The credentials a route's preHandler (one function or several) accepts,
 * from the `requireUser` guard among them; none for a public route. The
 * OpenAPI document declares each route's `security` from this.
 */
export function credentialsAcceptedBy(preHandler: unknown): CredentialScheme[] {
  for (const handler of [preHandler].flat()) {
    if (typeof handler === 'function' && ACCEPTS in handler)
      return (handler as { [ACCEPTS]: CredentialScheme[] })[ACCEPTS];
  }
  return [];
}

/** `requireUser` for the calls an API token may not make: signing-in matters (passwords, e-mails, tokens). */
export const requirePerson = (db: Db) => requireUser(db, { tokens: false });

/** `requireUser` for the calls a person who must change their password may still make: who they are, and the change. */
export const requireUserDuringPasswordChange = (db: Db, options: { tokens: boolean } = { tokens: true }) =>
  requireUser(db, { ...options, duringPasswordChange: true });

/** The user a `requireUser` route runs for. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.sessionUser) throw new ApiError(401, REFUSALS.notSignedIn);
  return request.sessionUser;
}
