import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { readSessionToken, setSessionCookie } from './session-cookie.js';
import { createSession, deleteExpiredSessions, deleteSession } from './session-store.js';

/**
 * Signs the user in with a fresh session (registration and sign-in). The
 * session of the request's cookie, if any, is deleted first: a session token
 * is never carried across a sign-in.
 */
export async function startSession(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const previous = readSessionToken(request);
  if (previous) await deleteSession(context.db, previous);
  await deleteExpiredSessions(context.db);
  const token = await createSession(context.db, userId, context.cookies.ttlHours);
  setSessionCookie(reply, token, context.cookies);
}
