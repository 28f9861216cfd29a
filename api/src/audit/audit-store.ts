import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { AUDIT_MESSAGES, type AuditKind } from '@portal/domain';
import type { Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { auditEvents, type AuditEventRow } from '../db/schema.js';
import { auditOriginOf } from './audit-origin.js';

/** One write to log: its kind, whom it changed (in `schoolId`), and what changed, in a few words. */
export interface AuditEntry {
  kind: AuditKind;
  schoolId: string;
  subjectId: string;
  detail: string;
}

/**
 * Logs writes the viewer makes, in the transaction `tx` that makes them: the
 * actor is the viewer (an API token's maker, the token named in `detail`),
 * the address where the request came from.
 */
export async function recordAudit(tx: Db, viewer: Viewer, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as AuditEntry];
  if (list.length === 0) return;
  const { address, apiTokenName } = auditOriginOf(viewer);
  const via = apiTokenName === null ? '' : ` (${AUDIT_MESSAGES.viaApiToken(apiTokenName)})`;
  await tx.insert(auditEvents).values(
    list.map((entry) => ({
      schoolId: entry.schoolId,
      kind: entry.kind,
      actorId: viewer.id,
      subjectId: entry.subjectId,
      detail: `${entry.detail}${via}`,
      address,
    })),
  );
}

export interface AuditFilter {
  kind?: AuditKind | undefined;
  /** The person as actor or as subject. */
  personId?: string | undefined;
  start: number;
  count: number;
}

/** A page of the school's log, newest first, and how long the filtered log is. */
export async function listAudit(
  db: Db,
  schoolId: string,
  filter: AuditFilter,
): Promise<{ rows: AuditEventRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(auditEvents.schoolId, schoolId)];
  if (filter.kind) conditions.push(eq(auditEvents.kind, filter.kind));
  if (filter.personId) {
    conditions.push(or(eq(auditEvents.actorId, filter.personId), eq(auditEvents.subjectId, filter.personId)));
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(filter.count)
      .offset(filter.start),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}
