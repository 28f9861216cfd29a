import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { readSessionToken } from './session-cookie.js';
import { findSessionUser } from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the `requireUser` preHandler. */
    sessionUser: UserRow | null;
  }
}

export function decorateSessionUser(app: FastifyInstance): void {
  app.decorateRequest('sessionUser', null);
}

/** A preHandler that answers 401 unless the request carries a live session cookie. */
export function requireUser(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = readSessionToken(request);
    const user = token ? await findSessionUser(db, token) : undefined;
    if (!user) throw new ApiError(401, 'You are not signed in');
    request.sessionUser = user;
  };
}

/** The user a `requireUser` route runs for. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.sessionUser) throw new ApiError(401, 'You are not signed in');
  return request.sessionUser;
}
