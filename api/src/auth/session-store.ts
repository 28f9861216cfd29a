import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sessions, users, type UserRow } from '../db/schema.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for the user and returns the cookie token; only its hash is stored. */
export async function createSession(db: Db, userId: string, ttlHours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const ttlSeconds = Math.max(1, Math.round(ttlHours * 3600));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: sql`now() + ${ttlSeconds}::integer * interval '1 second'`,
  });
  return token;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Ends every session of the user except the one with this token (if any):
 * after a password change or reset, whoever knew the old password is out.
 */
export async function deleteSessionsOfUser(db: Db, userId: string, keepToken?: string): Promise<void> {
  const others = keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
}

/** Housekeeping on sign-in: expired sessions are worthless and would only pile up. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
}

/** The user of a live session, or undefined when the token is unknown or its session expired. */
export async function findSessionUser(db: Db, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row?.user;
}
