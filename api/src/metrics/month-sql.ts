import { sql, type SQL } from 'drizzle-orm';
import { startOfLocalMonth } from '@portal/domain';
import { metricAssignments } from '../db/schema.js';
import type { MetricsWindow } from './metric-rows.js';

/*
 * The months an assignment is open in, as the completion counts them: by
 * now, it had started before the month ended and was due on or after the
 * month began; that is every month from its start's to its due date's. The
 * SQL hands back, per subject and month, the sums of the assignments that
 * open then and (negated) of those that close; metrics-documents.ts adds
 * them up month by month. So the work grows with the assignments, not with
 * assignments × months. Months are the school's (window.zone): an
 * assignment opens in the local month its start falls in, there.
 */

/** A metric_assignments row's assignment had started by now, and (with a first month) was due after it began. */
function startedIn(window: MetricsWindow): SQL {
  const ma = metricAssignments;
  const firstStart = window.first === null ? null : startOfLocalMonth(window.first.slice(0, 7), window.zone);
  const due = firstStart === null ? sql`` : sql`and ${ma.endDate} >= ${firstStart.toISOString()}::timestamptz`;
  return sql`${ma.startDate} < ${window.now.toISOString()}::timestamptz ${due}`;
}

/**
 * `scoped (subject_id, opens, closes, finished, assigned)`: the started
 * assignments of each subject in the window, read by `from` (which joins
 * metric_assignments and ends in a `where`), the months they open and
 * close in, and the caller's `finished` and `assigned` expressions.
 */
export function scopedAssignments(
  from: SQL,
  subject: SQL,
  sums: { finished: SQL; assigned: SQL },
  window: MetricsWindow,
): SQL {
  const ma = metricAssignments;
  return sql`scoped as (
    select ${subject} as subject_id, date_trunc('month', ${ma.startDate} at time zone ${window.zone}::text)::date as opens,
      (date_trunc('month', ${ma.endDate} at time zone ${window.zone}::text) + interval '1 month')::date as closes,
      ${sums.finished} as finished, ${sums.assigned} as assigned
    ${from} and ${startedIn(window)}
  )`;
}

/** The completion changes (CompletionRow) of `scoped`, up to the window's last month. */
export function completionChanges(window: MetricsWindow): SQL {
  return sql`select subject_id, month::text as month, sum(finished)::int as finished, sum(assigned)::int as assigned
    from (
      select subject_id, opens as month, finished, assigned from scoped
      union all
      select subject_id, closes, -finished, -assigned from scoped where closes <= ${window.last}::date
    ) as changes
    group by subject_id, month`;
}
