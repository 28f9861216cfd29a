import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { assignmentActivities, groupStudents, type UserRow } from '../db/schema.js';
import { addAttempts, type AttemptSpec } from './result-world.js';
import { addAssignment, addGroup, addPerson, addSchool } from './school-world.js';

/*
 * The small school whose metrics metrics-numbers.test.ts works out by hand,
 * seen at NOW (the API's clock in those tests): 15 March 2026, noon UTC.
 *
 * Group "Seeds" (year 3, owner Tia): Ann, Ben, Cat; Gus was in it and left
 * (his attempt stays in the database). Group "Stars" (year 5, owner Tom):
 * Dan, Eve. Fay is in no group. Ada is the admin (owns no group).
 *
 * Library activities (realm, type, the year level the metrics use):
 *   q-env-001 Green Acres quiz 3     b-env-001 Green Acres book 3
 *   q-ani-002 Habiterra   quiz 3     q-ani-005 Habiterra   quiz 5 (written for 5 and 6)
 *   g-env-002 Green Acres game 3     q-env-003 Green Acres quiz 3
 *   q-env-004 Green Acres quiz 5     b-ani-001 Habiterra   book 5
 *   q-ani-006 Habiterra   quiz 5     q-ani-001 Habiterra   quiz 5
 *
 * Assignments:
 *   A1 Seeds   (Seeds) 5–20 Jan 2026:       q-env-001, b-env-001
 *   A2 Animals (Seeds) 26 Jan–10 Feb 2026:  q-ani-002, q-ani-005, g-env-002
 *   A3 Later   (Seeds) 20–30 Mar 2026:      q-env-003 (not started at NOW)
 *   A4 Stars   (Stars) 1–31 Mar 2026:       q-env-004, b-ani-001 (q-ani-001 was in it, removed after Eve tried it)
 *   A5 Old     (Stars) 1–20 Dec 2025:       q-ani-006 (nobody tried it)
 */

export const NOW = new Date('2026-03-15T12:00:00Z');

export interface MetricsWorld {
  schoolId: string;
  otherSchoolId: string;
  seeds: string;
  stars: string;
  ada: UserRow;
  tia: UserRow;
  tom: UserRow;
  students: Record<'ann' | 'ben' | 'cat' | 'dan' | 'eve' | 'fay' | 'gus', UserRow>;
}

const at = (day: string) => new Date(`${day}T10:00:00Z`);

export async function buildMetricsWorld(db: Db): Promise<MetricsWorld> {
  const schoolId = await addSchool(db, 'Metric School');
  const otherSchoolId = await addSchool(db, 'Other School');
  const staff = (firstName: string, roles: string[]) =>
    addPerson(db, { schoolId, roles, firstName, lastName: 'Staff' });
  const [ada, tia, tom] = [
    await staff('Ada', ['admin', 'teacher']),
    await staff('Tia', ['teacher']),
    await staff('Tom', ['teacher']),
  ];
  const student = (firstName: string, yearLevel: number | null) =>
    addPerson(db, { schoolId, roles: ['student'], firstName, lastName: 'Pupil', yearLevel });
  const students = {
    ann: await student('Ann', 3),
    ben: await student('Ben', 3),
    cat: await student('Cat', 3),
    dan: await student('Dan', 5),
    eve: await student('Eve', 5),
    fay: await student('Fay', 4),
    gus: await student('Gus', null),
  };
  const { ann, ben, cat, dan, eve, gus } = students;
  const seeds = await addGroup(db, {
    schoolId,
    name: 'Seeds',
    yearLevel: 3,
    owners: [tia.id],
    students: [ann.id, ben.id, cat.id, gus.id],
  });
  const stars = await addGroup(db, {
    schoolId,
    name: 'Stars',
    yearLevel: 5,
    owners: [tom.id],
    students: [dan.id, eve.id],
  });
  const assignment = (groupId: string, name: string, start: string, end: string, questIds: string[]) =>
    addAssignment(db, {
      schoolId,
      groupId,
      name,
      startDate: new Date(`${start}T00:00:00Z`),
      endDate: new Date(`${end}T23:00:00Z`),
      activities: questIds.map((questId) => ({ questId, activityType: activityType(questId) })),
    });
  const a1 = await assignment(seeds, 'Seeds', '2026-01-05', '2026-01-20', ['q-env-001', 'b-env-001']);
  const a2 = await assignment(seeds, 'Animals', '2026-01-26', '2026-02-10', ['q-ani-002', 'q-ani-005', 'g-env-002']);
  await assignment(seeds, 'Later', '2026-03-20', '2026-03-30', ['q-env-003']);
  const a4 = await assignment(stars, 'Stars', '2026-03-01', '2026-03-31', ['q-env-004', 'b-ani-001', 'q-ani-001']);
  await assignment(stars, 'Old', '2025-12-01', '2025-12-20', ['q-ani-006']);

  const tried = (
    person: UserRow,
    assignmentId: string,
    questId: string,
    day: string,
    [correct, answered]: [number, number],
    completed = true,
  ): AttemptSpec => ({
    schoolId,
    assignmentId,
    studentId: person.id,
    questId,
    correct,
    answered,
    completed,
    recordedAt: at(day),
  });
  await addAttempts(db, [
    tried(ann, a1, 'q-env-001', '2026-01-06', [3, 5]),
    tried(ann, a1, 'q-env-001', '2026-01-07', [5, 5]),
    tried(ann, a1, 'b-env-001', '2026-01-08', [0, 0]),
    tried(ben, a1, 'q-env-001', '2026-01-10', [4, 5]),
    tried(ben, a1, 'b-env-001', '2026-01-10', [0, 0], false),
    tried(gus, a1, 'q-env-001', '2026-01-09', [5, 5]),
    tried(ann, a2, 'q-ani-002', '2026-01-27', [2, 4]),
    tried(ann, a2, 'q-ani-002', '2026-02-02', [4, 4]),
    tried(ann, a2, 'q-ani-005', '2026-02-03', [3, 4]),
    tried(ben, a2, 'q-ani-002', '2026-02-04', [3, 4]),
    tried(ben, a2, 'g-env-002', '2026-02-05', [2, 3], false),
    tried(cat, a2, 'q-ani-002', '2026-02-12', [4, 4]),
    tried(cat, a2, 'g-env-002', '2026-03-02', [3, 3]),
    tried(dan, a4, 'q-env-004', '2026-03-03', [4, 5]),
    tried(dan, a4, 'b-ani-001', '2026-03-04', [0, 0]),
    tried(eve, a4, 'q-env-004', '2026-03-05', [2, 5]),
    tried(eve, a4, 'q-ani-001', '2026-03-06', [3, 5]),
  ]);
  // Gus leaves the group, and q-ani-001 leaves A4: neither counts any more.
  await db.delete(groupStudents).where(and(eq(groupStudents.groupId, seeds), eq(groupStudents.userId, gus.id)));
  await db
    .delete(assignmentActivities)
    .where(and(eq(assignmentActivities.assignmentId, a4), eq(assignmentActivities.questId, 'q-ani-001')));
  return { schoolId, otherSchoolId, seeds, stars, ada, tia, tom, students };
}

function activityType(questId: string): string {
  return { q: 'quiz', b: 'book', g: 'game', a: 'animation', s: 'song' }[questId[0] ?? 'q'] ?? 'quiz';
}
