import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { REALMS } from '@portal/domain';
import { shippedActivities } from '../activities/activity-library.js';
import { hashPassword } from '../auth/password-hashing.js';
import type { Db } from '../db/database.js';
import { assignmentActivities, assignments, groupOwners, groupStudents, groups, schools, users } from '../db/schema.js';
import { withoutMetricTriggers } from '../metrics/rollup-maintenance.js';

/*
 * A big school for measuring the metrics (`npm run seed`, `npm run bench --
 * metrics`): many students in groups of about twenty, each group given a
 * few assignments of four library activities every month of the last
 * twelve, all of them started by `now`. Its attempts come after
 * (scale-attempts.ts). Written in a few multi-row statements, with the
 * metrics' triggers off; the rollups are built once the attempts are in.
 */

export const ACTIVITIES_PER_ASSIGNMENT = 4;
const MONTHS = 12;
const ROWS_PER_INSERT = 1000;

export interface ScaleSchoolPlan {
  students: number;
  groups: number;
  /** Assignments each group gets each month. */
  assignmentsPerMonth: number;
  password: string;
  now: Date;
}

export interface ScaleSchool {
  schoolId: string;
  schoolName: string;
  adminEmail: string;
}

/** Assignments a group needs each month so that `attempts` fall on about 1.3 tries a pair. */
export function assignmentsPerMonthFor(attempts: number, students: number, groupCount: number): number {
  const perGroup = Math.max(1, Math.ceil(students / groupCount));
  return Math.max(1, Math.ceil(attempts / (1.3 * groupCount * MONTHS * perGroup * ACTIVITIES_PER_ASSIGNMENT)));
}

async function inChunks<Row>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/** The library by realm, in the realms' order, and each activity's type. */
function library() {
  const shipped = shippedActivities();
  return {
    byRealm: REALMS.map(({ realm }) => shipped.filter((activity) => activity.realm === realm)),
    typeOf: new Map(shipped.map((activity) => [activity.questId, activity.activityType])),
  };
}

/** Four activities of one realm for the `index`th assignment, turning through the realms and their activities. */
function activitiesFor(byRealm: ReturnType<typeof library>['byRealm'], index: number): string[] {
  const realm = byRealm[index % byRealm.length] ?? [];
  const offset = Math.floor(index / byRealm.length) * ACTIVITIES_PER_ASSIGNMENT;
  return Array.from(
    { length: ACTIVITIES_PER_ASSIGNMENT },
    (_, position) => realm[(offset + position) % realm.length]?.questId ?? '',
  );
}

/** Each group's assignments: `perMonth` a month over the last twelve, spread over each month up to `now`. */
function planAssignments(schoolId: string, groupIds: readonly string[], perMonth: number, now: Date) {
  const { byRealm } = library();
  const year = now.getUTCFullYear();
  return groupIds.flatMap((groupId, groupIndex) =>
    Array.from({ length: MONTHS * perMonth }, (_, index) => {
      const month = now.getUTCMonth() - (MONTHS - 1) + Math.floor(index / perMonth);
      const slot = index % perMonth;
      const monthStart = Date.UTC(year, month, 1);
      // Over the whole month, or over the days gone by in the current one: every assignment has started.
      const span = Math.min(now.getTime(), Date.UTC(year, month + 1, 1)) - monthStart;
      const startDate = new Date(monthStart + Math.floor((span * slot) / perMonth));
      return {
        id: randomUUID(),
        schoolId,
        groupId,
        name: `Task ${slot + 1} of ${new Date(monthStart).toISOString().slice(0, 7)}`,
        startDate,
        endDate: new Date(startDate.getTime() + 7 * 86_400_000),
        activities: activitiesFor(byRealm, groupIndex + index),
      };
    }),
  );
}

/** The school, its people, groups and assignments (no attempts yet). */
export async function seedScaleSchool(db: Db, plan: ScaleSchoolPlan): Promise<ScaleSchool> {
  const tag = randomBytes(3).toString('hex');
  const domain = `scale-${tag}.school`;
  const schoolName = `Scale School ${tag}`;
  const passwordHash = await hashPassword(plan.password);
  const [school] = await db.insert(schools).values({ name: schoolName }).returning({ id: schools.id });
  if (!school) throw new Error('school insert returned no row');
  const schoolId = school.id;
  const adminEmail = `admin@${domain}`;
  const groupIds = Array.from({ length: plan.groups }, () => randomUUID());
  const planned = planAssignments(schoolId, groupIds, plan.assignmentsPerMonth, plan.now);
  const { typeOf } = library();
  await withoutMetricTriggers(db, async (tx) => {
    // An admin, a teacher a group (teacher g owns group g), and the students (student s in group s mod groups).
    await tx.execute(sql`insert into ${users} (school_id, email, first_name, last_name, roles, year_level, password_hash)
      select ${schoolId}::uuid, ${adminEmail}, 'Ada', 'Admin', array['admin', 'teacher'], null::int, ${passwordHash}
      union all
      select ${schoolId}::uuid, 'teacher' || g || '@' || ${domain}, 'Teacher', 'T' || g, array['teacher'], null::int, ${passwordHash}
      from generate_series(1, ${plan.groups}) as g
      union all
      select ${schoolId}::uuid, 'student' || s || '@' || ${domain}, 'Student', 'S' || s, array['student'],
        3 + ((s - 1) % ${plan.groups}) % 4, ${passwordHash}
      from generate_series(1, ${plan.students}) as s`);
    await tx.insert(groups).values(
      groupIds.map((id, index) => ({
        id,
        schoolId,
        name: `Year ${3 + (index % 4)} Class ${index + 1}`,
        yearLevel: 3 + (index % 4),
      })),
    );
    const groupOf = sql`(${JSON.stringify(groupIds)}::jsonb ->> ((n - 1) % ${plan.groups})::int)::uuid`;
    await tx.execute(sql`insert into ${groupOwners} (school_id, group_id, user_id)
      select ${schoolId}::uuid, ${groupOf}, u.id from generate_series(1, ${plan.groups}) as n
      inner join ${users} u on u.email = 'teacher' || n || '@' || ${domain}`);
    await tx.execute(sql`insert into ${groupStudents} (school_id, group_id, user_id)
      select ${schoolId}::uuid, ${groupOf}, u.id from generate_series(1, ${plan.students}) as n
      inner join ${users} u on u.email = 'student' || n || '@' || ${domain}`);
    await inChunks(planned, (chunk) =>
      tx.insert(assignments).values(chunk.map(({ activities: _list, ...row }) => row)),
    );
    const activityRows = planned.flatMap((assignment) =>
      assignment.activities.map((questId, position) => ({
        schoolId,
        assignmentId: assignment.id,
        position,
        questId,
        activityType: typeOf.get(questId) ?? 'quiz',
      })),
    );
    await inChunks(activityRows, (chunk) => tx.insert(assignmentActivities).values(chunk));
  });
  return { schoolId, schoolName, adminEmail };
}
