import { schoolToday } from '../../shared/dates/formats';
import type { SchoolClock } from '../../shared/dates/schoolClock';
import type { AuditLogTable_EventFragment } from '../../generated/graphql';
import { writeCsv } from '../../shared/csv/writeCsv';
import { kindLabel } from './auditKinds';

export type AuditEntry = AuditLogTable_EventFragment;

/** A person as an entry names them: their name, or their id once their account is gone. */
export function personName(person: AuditEntry['actor'], id: string): string {
  return person ? `${person.firstName} ${person.lastName}` : id;
}

const COLUMNS = ['at', 'kind', 'by', 'byEmail', 'of', 'ofEmail', 'detail', 'address'] as const;

/** The entries as the portal's CSV (writeCsv: byte-order mark, CRLF, spreadsheet-safe cells), newest first. */
export function auditLogCsv(entries: readonly AuditEntry[]): string {
  return writeCsv(
    entries.map((entry) => ({
      at: entry.at,
      kind: kindLabel(entry.kind),
      by: personName(entry.actor, entry.actorId),
      byEmail: entry.actor?.email ?? '',
      of: personName(entry.subject, entry.subjectId),
      ofEmail: entry.subject?.email ?? '',
      detail: entry.detail,
      address: entry.address,
    })),
    COLUMNS,
  );
}

/** The file's name: the school's day it was saved, so several exports sort by date. */
export function auditCsvName(clock: SchoolClock, now = new Date()): string {
  return `audit-log-${schoolToday(clock, now)}.csv`;
}
