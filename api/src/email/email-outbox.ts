import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { emailOutbox, type EmailFileType, type EmailOutboxRow } from '../db/email-outbox-schema.js';
import type { QueueConnection } from './queue-connection.js';

/** A report accepted to be e-mailed: to whom, about whom, and the file as it will be attached. */
export interface ReportToSend {
  /** The sender's school; null for root, who has none. */
  schoolId: string | null;
  userId: string;
  emailTo: string;
  userName: string;
  fileName: string;
  fileType: EmailFileType;
  file: Buffer;
}

/** A report waiting in the outbox, as the sender needs it. */
export type PendingReport = EmailOutboxRow & { file: Buffer };

/**
 * Writes the report to the outbox through `connection` (the transaction that
 * also queues its job) and returns its id. Built with drizzle and run as
 * its SQL, since the transaction is the queue's connection, not drizzle's.
 */
export async function writeToOutbox(db: Db, connection: QueueConnection, report: ReportToSend): Promise<string> {
  const id = randomUUID();
  const insert = db
    .insert(emailOutbox)
    .values({ id, ...report })
    .toSQL();
  await connection.executeSql(insert.sql, insert.params);
  return id;
}

/** The report `id` when it still waits to be sent; undefined once sent (or gone with its user). */
export async function pendingReport(db: Db, id: string): Promise<PendingReport | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  if (!row || row.sentAt !== null || row.file === null) return undefined;
  return { ...row, file: row.file };
}

/** The mail server took the report: it is sent, its bytes are no longer kept. */
export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ sentAt: sql`now()`, file: null, attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
    .where(eq(emailOutbox.id, id));
}

/** A try failed (it will be tried again while retries remain): count it and say why, briefly. */
export async function markAttemptFailed(db: Db, id: string, reason: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: reason.slice(0, 200) })
    .where(eq(emailOutbox.id, id));
}
