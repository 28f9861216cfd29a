import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { EMAIL_CONFIRMATION_HOURS, EMAIL_CONFIRMATION_PATH } from '@portal/domain';
import { hashToken } from '../auth/session-store.js';
import type { Db } from '../db/database.js';
import { users, type UserRow } from '../db/schema.js';
import type { QueueConnection } from '../email/queue-connection.js';
import type { ConfirmationMail } from '../email/mail-sender.js';

/**
 * Writes the new address as the person's pending one, dropping any earlier
 * link (its token), through `connection` (the transaction that also queues
 * the mail). Built with drizzle and run as its SQL, as the outbox is.
 */
export async function writePendingEmail(db: Db, connection: QueueConnection, userId: string, email: string) {
  const update = db
    .update(users)
    .set({ pendingEmail: email, pendingEmailTokenHash: null, pendingEmailExpiresAt: null })
    .where(eq(users.id, userId))
    .toSQL();
  await connection.executeSql(update.sql, update.params);
}

/**
 * The confirmation mail for `email`, made when it is sent: a new token whose
 * hash and expiry (EMAIL_CONFIRMATION_HOURS from now) are stored, so the
 * clear token exists only in the mail. Undefined when the person no longer
 * waits for this address (a newer one was asked for, or it was confirmed,
 * or the person is gone): nothing is sent then.
 */
export async function prepareConfirmation(
  db: Db,
  portalUrl: string,
  userId: string,
  email: string,
): Promise<ConfirmationMail | undefined> {
  const token = randomBytes(32).toString('base64url');
  const [person] = await db
    .update(users)
    .set({
      pendingEmailTokenHash: hashToken(token),
      pendingEmailExpiresAt: sql`now() + ${sql.raw(`interval '${EMAIL_CONFIRMATION_HOURS} hours'`)}`,
    })
    .where(and(eq(users.id, userId), eq(users.pendingEmail, email)))
    .returning({ firstName: users.firstName });
  if (!person) return undefined;
  const link = `${portalUrl}${EMAIL_CONFIRMATION_PATH}?token=${encodeURIComponent(token)}`;
  return { id: randomUUID(), to: email, firstName: person.firstName, link };
}

/** The person whose pending address this link's token confirms, whether or not it has expired. */
export async function findByConfirmationToken(
  db: Db,
  token: string,
): Promise<{ person: UserRow; expired: boolean } | undefined> {
  const [row] = await db
    .select({ person: users, expired: sql<boolean>`${users.pendingEmailExpiresAt} <= now()` })
    .from(users)
    .where(eq(users.pendingEmailTokenHash, hashToken(token)))
    .limit(1);
  return row && { person: row.person, expired: row.expired };
}

/** The pending address becomes the person's e-mail, in one statement (only while this token is still theirs). */
export async function confirmPendingEmail(db: Db, person: UserRow): Promise<UserRow | undefined> {
  if (!person.pendingEmail || !person.pendingEmailTokenHash) return undefined;
  const [updated] = await db
    .update(users)
    .set({ email: person.pendingEmail, pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null })
    .where(and(eq(users.id, person.id), eq(users.pendingEmailTokenHash, person.pendingEmailTokenHash)))
    .returning();
  return updated;
}

/** Forgets any address waiting for confirmation (the person asked for their current one again). */
export async function dropPendingEmail(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null })
    .where(eq(users.id, userId));
}
