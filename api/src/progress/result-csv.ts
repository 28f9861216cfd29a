import { inArray } from 'drizzle-orm';
import { writeCsv } from '@portal/domain/csv';
import type { Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { activities } from '../db/schema.js';
import type { AssignmentJson } from '../assignments/assignment-reads.js';
import { progressReports } from './progress-reads.js';

export const RESULT_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Activity',
  'Type',
  'Status',
  'Answered',
  'Correct',
  'Accuracy',
  'Seconds',
] as const;

type Column = (typeof RESULT_COLUMNS)[number];

/**
 * An assignment's result as a CSV file (GET /assignments/result/{id}): a row
 * per student and activity, in the report's order (last name) and the
 * assignment's, with each activity's best attempt and the time over all of
 * them. Null when nobody has tried any of its activities yet: the caller
 * answers "No result for this assignment".
 */
export async function assignmentResultCsv(db: Db, viewer: Viewer, assignment: AssignmentJson): Promise<string | null> {
  const reports = await progressReports(db, viewer, [assignment]);
  const rows = reports.get(assignment.assignmentId)?.rows ?? [];
  if (!rows.some((row) => row.progress.some(Boolean))) return null;
  const questIds = assignment.activities.map((activity) => activity.questId);
  const named = await db
    .select({ questId: activities.questId, name: activities.name })
    .from(activities)
    .where(inArray(activities.questId, questIds));
  const nameOf = new Map(named.map((activity) => [activity.questId, activity.name]));
  const lines: Record<Column, string>[] = rows.flatMap((row) =>
    assignment.activities.map((activity, index) => {
      const best = row.activities[index];
      return {
        'First Name': row.firstName,
        'Last Name': row.lastName,
        Email: row.email,
        Activity: nameOf.get(activity.questId) ?? activity.questId,
        Type: activity.activityType,
        Status: best?.completed ? 'Completed' : best?.attempted ? 'Started' : 'Not started',
        Answered: best?.attempted ? String(best.answered) : '',
        Correct: best?.attempted ? String(best.correct) : '',
        Accuracy: best?.attempted && best.answered > 0 ? `${Math.round((100 * best.correct) / best.answered)}%` : '',
        Seconds: best?.attempted ? String(best.seconds) : '',
      };
    }),
  );
  return writeCsv(lines, RESULT_COLUMNS);
}

/** The file name a download of the assignment's result gets: its name, without what file systems refuse. */
export function resultFileName(assignmentName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const safe = assignmentName.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').trim();
  return `${safe || 'assignment'}.csv`;
}

/** A Content-Disposition header for the file name: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
