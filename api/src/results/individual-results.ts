import { and, inArray, sql } from 'drizzle-orm';
import { startOfLocalDay } from '@portal/domain';
import { personCondition, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { users, type UserRow } from '../db/schema.js';
import type { SchoolClock } from '../schools/school-clock.js';
import { gradesOf } from './grade-reads.js';
import type { IndividualResultJson } from './result-json.js';
import { subjectResults } from './subject-results.js';

/**
 * A student's result (spec 2 §3, GET /result/{userId} and POST /result/):
 *
 * - the assignments of every group the student is in now, newest start
 *   first: the result is the student's whole record, read whole by whoever
 *   may read it; with `from` (yyyy-mm-dd) only those due on or after that
 *   day's start in the school's time zone (its local midnight);
 * - on each, the student's best attempt at each of its activities (most
 *   correct, then most answered, as the progress report), `correct` and
 *   `answered` summed over them; totalCorrect and totalAnswered sum every
 *   assignment's; completedAssignment counts those whose status is Completed;
 * - curriculumResultList: for each curriculum code of the activities answered,
 *   correct over answered of those best attempts as a percentage with two
 *   decimals, worked out by the database ("75.00"); codes with no answer left out;
 * - the student's topic and capability grades, in the domain's order of the
 *   topics and capabilities, only those graded;
 * - the newest five comments on the student (since `from` when given),
 *   newest first, `commentTo` empty (the report's subject).
 */

/** A student whose result is asked for. */
export type ResultStudent = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'yearLevel'>;

/** Only students have results: a person without the student role has none. */
export function isStudent(person: Pick<UserRow, 'roles'>): boolean {
  return person.roles.includes('student');
}

/** Those of these ids that are students whose progress the viewer reads (PERSON_RULES.readProgress), in the order asked. */
export async function readableStudents(db: Db, viewer: Viewer, ids: readonly string[]): Promise<ResultStudent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, yearLevel: users.yearLevel })
    .from(users)
    .where(
      and(inArray(users.id, [...ids]), personCondition(viewer, 'readProgress'), sql`'student' = any(${users.roles})`),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The results of these students, in their order, in a handful of statements
 * however many they are; `from` and each result's `date` are days of the
 * school whose `clock` is given.
 */
export async function individualResults(
  db: Db,
  students: readonly ResultStudent[],
  from: string | null,
  clock: Pick<SchoolClock, 'timeZone'>,
  now: Date = new Date(),
): Promise<IndividualResultJson[]> {
  if (students.length === 0) return [];
  const ids = students.map((student) => student.id);
  const scope = { kind: 'student', ids, from: from === null ? null : startOfLocalDay(from, clock.timeZone) } as const;
  const [subjects, topicGrades, capabilityGrades] = await Promise.all([
    subjectResults(db, scope, clock, now),
    gradesOf(db, ids, 'topic'),
    gradesOf(db, ids, 'capability'),
  ]);
  return students.flatMap((student) => {
    const subject = subjects.get(student.id);
    if (!subject) return [];
    const { assignmentResultList, ...totals } = subject;
    return [
      {
        userId: student.id,
        firstName: student.firstName,
        lastName: student.lastName,
        from,
        yearLevel: student.yearLevel,
        ...totals,
        assignmentResultList,
        topicGradeList: topicGrades.get(student.id) ?? [],
        capabilityGradeList: capabilityGrades.get(student.id) ?? [],
      },
    ];
  });
}
