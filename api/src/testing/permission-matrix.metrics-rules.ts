import type { Endpoint, Row } from './permission-matrix.endpoints.js';

/*
 * The permission matrix's rows on metrics (the rest: permission-matrix.rules.ts).
 * A student's metrics: as their result (PERSON_RULES.readProgress: admin the
 * school's students, teacher those of groups they own, parent their
 * children, student themself; root none). A group's: trackResults on a
 * group the caller tracks. The school's: its own staff (readSchoolMetrics
 * for the whole school and its year levels, trackResults for the view of
 * one's own groups and the groups' accuracy); another school's id is 404,
 * as an id no school has.
 */

/** A school-level read: the school's admins and teachers; nobody else, root included. */
function schoolRows(endpoint: Endpoint): Row[] {
  return [
    ['admin', endpoint, 'school', 200],
    ['admin', endpoint, 'anotherSchool', 404],
    ['admin', endpoint, 'missing', 404],
    ['teacherOwner', endpoint, 'school', 200],
    ['teacherOther', endpoint, 'school', 200],
    ['teacherOther', endpoint, 'anotherSchool', 404],
    ['student', endpoint, 'school', 403],
    ['parent', endpoint, 'school', 403],
    ['root', endpoint, 'school', 403],
    ['root', endpoint, 'anotherSchool', 403],
    ['visitor', endpoint, 'school', 401],
  ];
}

export const METRICS_RULES: Row[] = [
  ['admin', 'GET /metrics/Individual/{userId}', 'groupStudent', 200],
  ['admin', 'GET /metrics/Individual/{userId}', 'student', 200],
  ['admin', 'GET /metrics/Individual/{userId}', 'teacher', 404],
  ['admin', 'GET /metrics/Individual/{userId}', 'otherSchool', 404],
  ['admin', 'GET /metrics/Individual/{userId}', 'missing', 404],
  ['teacherOwner', 'GET /metrics/Individual/{userId}', 'groupStudent', 200],
  ['teacherOwner', 'GET /metrics/Individual/{userId}', 'student', 403],
  ['teacherOwner', 'GET /metrics/Individual/{userId}', 'otherSchool', 404],
  ['teacherOther', 'GET /metrics/Individual/{userId}', 'groupStudent', 403],
  ['student', 'GET /metrics/Individual/{userId}', 'self', 200],
  ['student', 'GET /metrics/Individual/{userId}', 'groupStudent', 403],
  ['student', 'GET /metrics/Individual/{userId}', 'otherSchool', 404],
  ['parent', 'GET /metrics/Individual/{userId}', 'child', 200],
  ['parent', 'GET /metrics/Individual/{userId}', 'pendingChild', 403],
  ['parent', 'GET /metrics/Individual/{userId}', 'student', 403],
  ['parent', 'GET /metrics/Individual/{userId}', 'self', 403],
  ['parent', 'GET /metrics/Individual/{userId}', 'otherSchool', 404],
  ['root', 'GET /metrics/Individual/{userId}', 'student', 403],
  ['root', 'GET /metrics/Individual/{userId}', 'otherSchool', 403],
  ['visitor', 'GET /metrics/Individual/{userId}', 'student', 401],

  ['admin', 'POST /metrics/Individual', 'groupStudent', 'sees'],
  ['admin', 'POST /metrics/Individual', 'teacher', 'hidden'],
  ['admin', 'POST /metrics/Individual', 'otherSchool', 'hidden'],
  ['teacherOwner', 'POST /metrics/Individual', 'groupStudent', 'sees'],
  ['teacherOwner', 'POST /metrics/Individual', 'student', 'hidden'],
  ['teacherOther', 'POST /metrics/Individual', 'groupStudent', 'hidden'],
  ['student', 'POST /metrics/Individual', 'self', 'sees'],
  ['student', 'POST /metrics/Individual', 'groupStudent', 'hidden'],
  ['parent', 'POST /metrics/Individual', 'child', 'sees'],
  ['parent', 'POST /metrics/Individual', 'pendingChild', 'hidden'],
  ['parent', 'POST /metrics/Individual', 'otherSchool', 'hidden'],
  ['root', 'POST /metrics/Individual', 'student', 403],
  ['visitor', 'POST /metrics/Individual', 'student', 401],

  ['admin', 'GET /metrics/Group/{groupId}', 'group', 200],
  ['admin', 'GET /metrics/Group/{groupId}', 'unownedGroupToEdit', 200],
  ['admin', 'GET /metrics/Group/{groupId}', 'otherSchoolGroup', 404],
  ['admin', 'GET /metrics/Group/{groupId}', 'missing', 404],
  ['teacherOwner', 'GET /metrics/Group/{groupId}', 'group', 200],
  ['teacherOwner', 'GET /metrics/Group/{groupId}', 'unownedGroupToEdit', 404],
  ['teacherOwner', 'GET /metrics/Group/{groupId}', 'otherSchoolGroup', 404],
  ['teacherOther', 'GET /metrics/Group/{groupId}', 'group', 404],
  ['student', 'GET /metrics/Group/{groupId}', 'group', 403],
  ['parent', 'GET /metrics/Group/{groupId}', 'group', 403],
  ['root', 'GET /metrics/Group/{groupId}', 'group', 403],
  ['root', 'GET /metrics/Group/{groupId}', 'otherSchoolGroup', 403],
  ['visitor', 'GET /metrics/Group/{groupId}', 'group', 401],

  ['admin', 'POST /metrics/Group', 'group', 'sees'],
  ['admin', 'POST /metrics/Group', 'unownedGroupToEdit', 'sees'],
  ['admin', 'POST /metrics/Group', 'otherSchoolGroup', 'hidden'],
  ['teacherOwner', 'POST /metrics/Group', 'group', 'sees'],
  ['teacherOwner', 'POST /metrics/Group', 'unownedGroupToEdit', 'hidden'],
  ['teacherOther', 'POST /metrics/Group', 'group', 'hidden'],
  ['student', 'POST /metrics/Group', 'group', 403],
  ['parent', 'POST /metrics/Group', 'group', 403],
  ['root', 'POST /metrics/Group', 'group', 403],
  ['visitor', 'POST /metrics/Group', 'group', 401],

  ...schoolRows('GET /metrics/School/{schoolId}'),
  ...schoolRows('GET /metrics/viewSchool/{schoolId}'),
  ...schoolRows('GET /metrics/GroupAccuracy/{schoolId}'),
  ...schoolRows('GET /metrics/YearLevel/{schoolId}'),
];
