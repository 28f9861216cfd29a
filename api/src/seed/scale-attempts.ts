import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { withoutMetricTriggers } from '../metrics/rollup-maintenance.js';
import { ACTIVITIES_PER_ASSIGNMENT } from './scale-school.js';

/*
 * A big school's attempts, written by the database itself (generate_series),
 * a batch at a time, with the metrics' triggers off; the rollups are then
 * built in one pass (metric_rebuild_school). Attempt i falls on the
 * (assignment, student, activity) pair (i × k) mod pairs, for a prime k that
 * does not divide the number of pairs, so any number of attempts spreads
 * evenly over the school's year and its later ones are retries. The scores
 * come from hashes of i: each student has a steady ability (by their place
 * in their group) that grows over the year; quizzes are always finished,
 * other activities finished when the time spent reaches their least time, and
 * only quizzes have answers to count.
 */

const MULTIPLIERS = [7919, 104_729, 1_299_709];

/** How the school's pairs are laid out: its started assignments, and the largest group's size. */
async function layout(db: Db, schoolId: string, now: Date) {
  const result = await db.execute<{ assignments: number; per_group: number }>(sql`select
    (select count(*)::int from assignments where school_id = ${schoolId}::uuid and start_date < ${now.toISOString()}::timestamptz) as assignments,
    (select coalesce(max(size), 0)::int from (
      select count(*) as size from group_students gs inner join groups g on g.id = gs.group_id
      where g.school_id = ${schoolId}::uuid group by gs.group_id) as sizes) as per_group`);
  const [row] = result.rows;
  const pairs = (row?.assignments ?? 0) * (row?.per_group ?? 0) * ACTIVITIES_PER_ASSIGNMENT;
  const multiplier = MULTIPLIERS.find((prime) => pairs % prime !== 0) ?? 1;
  return { perGroup: row?.per_group ?? 0, pairs, multiplier };
}

/** Writes the school's attempts numbered `first` to `last` (1-based), the triggers off. */
export async function addScaleAttempts(
  db: Db,
  schoolId: string,
  range: { first: number; last: number },
  now: Date,
): Promise<void> {
  const { perGroup, pairs, multiplier } = await layout(db, schoolId, now);
  if (pairs === 0 || range.last < range.first) return;
  const at = now.toISOString();
  const random = (salt: number) => sql.raw(`((hashint8(i * 8 + ${salt})::bigint & 2147483647) / 2147483648.0)`);
  await withoutMetricTriggers(db, async (tx) => {
    await tx.execute(sql`with started as (
        select id, group_id, start_date, least(end_date, ${at}::timestamptz) as until,
          row_number() over (order by start_date, id) - 1 as ord,
          extract(epoch from ${at}::timestamptz - start_date) / (365 * 86400) as age
        from assignments where school_id = ${schoolId}::uuid and start_date < ${at}::timestamptz
      ), members as (
        select gs.group_id, gs.user_id, row_number() over (partition by gs.group_id order by gs.user_id) - 1 as slot,
          count(*) over (partition by gs.group_id) as size
        from group_students gs inner join groups g on g.id = gs.group_id where g.school_id = ${schoolId}::uuid
      ), seats as (
        select m.group_id, seat, m.user_id from members m
        inner join generate_series(0, ${perGroup - 1}) as seat on m.slot = seat % m.size
      ), picked as (
        select i, (i::bigint * ${multiplier}) % ${pairs} as pair
        from generate_series(${range.first}::bigint, ${range.last}::bigint) as i
      ), shaped as (
        select p.i, a.id as assignment_id, s.user_id as student_id, aa.quest_id, ac.activity_type,
          -- What grades it: a quiz's questions, a game's items, a story's check (and its pages, scenes or verses to reach).
          coalesce(jsonb_array_length(ac.questions), jsonb_array_length(ac.game -> 'items'),
            jsonb_array_length(ac.story -> 'check'), 0) as questions,
          coalesce(jsonb_array_length(ac.story -> 'pages'), jsonb_array_length(ac.story -> 'scenes'),
            jsonb_array_length(ac.story -> 'verses')) as parts, a.start_date, a.until,
          0.45 + 0.05 * (s.seat % 10) + 0.15 * (1 - least(a.age, 1)) as skill,
          ${random(1)} as r1, ${random(2)} as r2, ${random(4)} as r4, ${random(5)} as r5
        from picked p
        inner join started a on a.ord = p.pair / ${perGroup * ACTIVITIES_PER_ASSIGNMENT}
        inner join seats s on s.group_id = a.group_id and s.seat = (p.pair / ${ACTIVITIES_PER_ASSIGNMENT}) % ${perGroup}
        inner join assignment_activities aa on aa.assignment_id = a.id and aa.position = p.pair % ${ACTIVITIES_PER_ASSIGNMENT}
        inner join activities ac on ac.quest_id = aa.quest_id
      ), scored as (
        select *, questions as answered, 60 + floor(r4 * 600)::int as seconds
        from shaped
      )
      insert into attempts (school_id, assignment_id, student_id, quest_id, answered, correct, seconds, reached, completed, recorded_at)
      select ${schoolId}::uuid, assignment_id, student_id, quest_id, answered,
        least(answered, round(answered * least(0.98, greatest(0.05, skill - 0.1 + (r2 - 0.5) * 0.3))))::int,
        seconds, parts,
        -- Each played to its end, as the API would grade it (grade-attempt.ts): every question answered,
        -- every item placed, every page, scene or verse reached and the check answered.
        true,
        start_date + (until - start_date) * r5
      from scored`);
  });
}
