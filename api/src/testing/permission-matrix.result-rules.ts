import type { Row } from './permission-matrix.endpoints.js';

/**
 * The permission matrix's rows on results (the rest: permission-matrix.rules.ts).
 * A student's result: PERSON_RULES.readProgress (admin the school's students,
 * teacher the students of groups they own, parent their children, student
 * themself; root none); a readable person who is not a student has none (404).
 * A group's result: trackResults (admin, teacher), on a group they see.
 */
export const RESULT_RULES: Row[] = [
  ['admin', 'GET /result/{userId}', 'groupStudent', 200],
  ['admin', 'GET /result/{userId}', 'student', 200],
  ['admin', 'GET /result/{userId}', 'teacher', 404],
  ['admin', 'GET /result/{userId}', 'otherSchool', 404],
  ['admin', 'GET /result/{userId}', 'missing', 404],
  ['teacherOwner', 'GET /result/{userId}', 'groupStudent', 200],
  ['teacherOwner', 'GET /result/{userId}', 'student', 403],
  ['teacherOwner', 'GET /result/{userId}', 'otherSchool', 404],
  ['teacherOther', 'GET /result/{userId}', 'groupStudent', 403],
  ['teacherOther', 'GET /result/{userId}', 'otherSchool', 404],
  ['student', 'GET /result/{userId}', 'self', 200],
  ['student', 'GET /result/{userId}', 'groupStudent', 403],
  ['student', 'GET /result/{userId}', 'otherSchool', 404],
  ['parent', 'GET /result/{userId}', 'child', 200],
  ['parent', 'GET /result/{userId}', 'pendingChild', 403],
  ['parent', 'GET /result/{userId}', 'student', 403],
  ['parent', 'GET /result/{userId}', 'self', 403],
  ['parent', 'GET /result/{userId}', 'otherSchool', 404],
  ['root', 'GET /result/{userId}', 'student', 403],
  ['root', 'GET /result/{userId}', 'otherSchool', 403],
  ['root', 'GET /result/{userId}', 'missing', 403],
  ['visitor', 'GET /result/{userId}', 'student', 401],

  // The same rule decides which students the batch read answers.
  ['admin', 'POST /result/', 'groupStudent', 'sees'],
  ['admin', 'POST /result/', 'student', 'sees'],
  ['admin', 'POST /result/', 'teacher', 'hidden'],
  ['admin', 'POST /result/', 'otherSchool', 'hidden'],
  ['teacherOwner', 'POST /result/', 'groupStudent', 'sees'],
  ['teacherOwner', 'POST /result/', 'student', 'hidden'],
  ['teacherOwner', 'POST /result/', 'otherSchool', 'hidden'],
  ['teacherOther', 'POST /result/', 'groupStudent', 'hidden'],
  ['student', 'POST /result/', 'self', 'sees'],
  ['student', 'POST /result/', 'groupStudent', 'hidden'],
  ['student', 'POST /result/', 'otherSchool', 'hidden'],
  ['parent', 'POST /result/', 'child', 'sees'],
  ['parent', 'POST /result/', 'pendingChild', 'hidden'],
  ['parent', 'POST /result/', 'otherSchool', 'hidden'],
  ['root', 'POST /result/', 'student', 403],
  ['visitor', 'POST /result/', 'student', 401],

  // A group's result: admin any group of the school, teacher those they own; other roles 403.
  ['admin', 'GET /result/groups/{groupId}', 'group', 200],
  ['admin', 'GET /result/groups/{groupId}', 'unownedGroupToEdit', 200],
  ['admin', 'GET /result/groups/{groupId}', 'otherSchoolGroup', 404],
  ['admin', 'GET /result/groups/{groupId}', 'missing', 404],
  ['teacherOwner', 'GET /result/groups/{groupId}', 'group', 200],
  ['teacherOwner', 'GET /result/groups/{groupId}', 'unownedGroupToEdit', 404],
  ['teacherOwner', 'GET /result/groups/{groupId}', 'otherSchoolGroup', 404],
  ['teacherOther', 'GET /result/groups/{groupId}', 'group', 404],
  ['teacherOther', 'GET /result/groups/{groupId}', 'otherSchoolGroup', 404],
  ['student', 'GET /result/groups/{groupId}', 'group', 403],
  ['student', 'GET /result/groups/{groupId}', 'otherSchoolGroup', 403],
  ['parent', 'GET /result/groups/{groupId}', 'group', 403],
  ['parent', 'GET /result/groups/{groupId}', 'otherSchoolGroup', 403],
  ['root', 'GET /result/groups/{groupId}', 'group', 403],
  ['root', 'GET /result/groups/{groupId}', 'otherSchoolGroup', 403],
  ['visitor', 'GET /result/groups/{groupId}', 'group', 401],

  // The same rule decides which groups the batch read answers.
  ['admin', 'POST /result/groups/', 'group', 'sees'],
  ['admin', 'POST /result/groups/', 'unownedGroupToEdit', 'sees'],
  ['admin', 'POST /result/groups/', 'otherSchoolGroup', 'hidden'],
  ['teacherOwner', 'POST /result/groups/', 'group', 'sees'],
  ['teacherOwner', 'POST /result/groups/', 'unownedGroupToEdit', 'hidden'],
  ['teacherOwner', 'POST /result/groups/', 'otherSchoolGroup', 'hidden'],
  ['teacherOther', 'POST /result/groups/', 'group', 'hidden'],
  ['student', 'POST /result/groups/', 'group', 403],
  ['parent', 'POST /result/groups/', 'group', 403],
  ['root', 'POST /result/groups/', 'group', 403],
  ['visitor', 'POST /result/groups/', 'group', 401],

  // The curriculum: anyone signed in.
  ['admin', 'GET /result/curriculum', 'none', 200],
  ['teacherOther', 'GET /result/curriculum', 'none', 200],
  ['student', 'GET /result/curriculum', 'none', 200],
  ['parent', 'GET /result/curriculum', 'none', 200],
  ['root', 'GET /result/curriculum', 'none', 200],
  ['visitor', 'GET /result/curriculum', 'none', 401],
];
