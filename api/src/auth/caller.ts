import type { FastifyRequest } from 'fastify';
import { API_TOKEN_MESSAGES, REFUSALS, bearerTokenOf, isBearerHeader } from '@portal/domain';
import { findTokenCaller } from '../api-tokens/api-token-store.js';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { readSessionToken } from './session-cookie.js';
import { findSessionUser } from './session-store.js';

/**
 * What a request signs in with: an API token (`Authorization: Bearer`), which
 * wins over any cookie it also carries, or the session cookie.
 */
export type Credential = { kind: 'token'; token: string } | { kind: 'session'; token: string } | { kind: 'none' };

export function credentialOf(request: FastifyRequest): Credential {
  const header = request.headers.authorization;
  // A Bearer header is a token, a malformed one a token that is not valid (never a fall-back to the
  // cookie); another scheme (a proxy's Basic auth) is not ours, and the cookie still signs in.
  if (isBearerHeader(header)) {
    return { kind: 'token', token: bearerTokenOf(header) ?? '' };
  }
  const session = readSessionToken(request);
  return session ? { kind: 'session', token: session } : { kind: 'none' };
}

/** The user a credential acts for, and the name of the API token it is (null for a session); a 401 that says why when it acts for nobody. */
export async function callerAndTokenOf(
  db: Db,
  credential: Credential,
): Promise<{ user: UserRow; apiTokenName: string | null }> {
  if (credential.kind === 'token') {
    const caller = credential.token ? await findTokenCaller(db, credential.token) : { kind: 'unknown' as const };
    if (caller.kind === 'user') return { user: caller.user, apiTokenName: caller.tokenName };
    throw new ApiError(401, caller.kind === 'roleLost' ? API_TOKEN_MESSAGES.roleLost : API_TOKEN_MESSAGES.notValid);
  }
  const user = credential.kind === 'session' ? await findSessionUser(db, credential.token) : undefined;
  if (!user) throw new ApiError(401, REFUSALS.notSignedIn);
  return { user, apiTokenName: null };
}

/** The user a credential acts for; a 401 that says why when it acts for nobody. */
export async function callerOf(db: Db, credential: Credential): Promise<UserRow> {
  return (await callerAndTokenOf(db, credential)).user;
}

/** The user a credential still acts for, or undefined (a live stream's periodic check). */
export async function stillActing(db: Db, credential: Credential): Promise<UserRow | undefined> {
  try {
    return await callerOf(db, credential);
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}
