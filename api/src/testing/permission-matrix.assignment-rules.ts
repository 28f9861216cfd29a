import type { Row } from './permission-matrix.endpoints.js';
import { ASSIGNMENTS_TO_EDIT, GROUPS_TO_EDIT, managingRows, seeingRows } from './permission-matrix.row-kinds.js';

/** The permission matrix's rows on assignments and their attempts (the rest: permission-matrix.rules.ts). */
export const ASSIGNMENT_RULES: Row[] = [
  // Read an assignment, or a group's assignments: whoever sees its group.
  ...seeingRows('GET /assignments/{id}', ASSIGNMENTS_TO_EDIT, 'strangersAssignment'),
  ...seeingRows('GET /assignments/groups/{groupId}', GROUPS_TO_EDIT, 'strangersGroup'),

  // Create, edit, delete, finish an assignment, add and remove its activities: admin any group of the school, teacher those they own.
  ...managingRows('POST /assignments', 201),
  ...managingRows('PATCH /assignments/{id}', 204, ASSIGNMENTS_TO_EDIT),
  ...managingRows('DELETE /assignments/{id}', 204, ASSIGNMENTS_TO_EDIT),
  ...managingRows('POST /assignments/{id}/finish', 200, ASSIGNMENTS_TO_EDIT),
  ...managingRows('PUT /assignments/{id}/activities', 200, ASSIGNMENTS_TO_EDIT),
  ...managingRows('PATCH /assignments/{id}/activities', 204, ASSIGNMENTS_TO_EDIT),

  // Record an attempt: a student, at an assignment of a group they are in (late work counts); nobody else.
  ['student', 'POST /progress', 'assignmentToEdit', 201],
  ['student', 'POST /progress', 'unownedAssignmentToEdit', 201],
  ['student', 'POST /progress', 'strangersAssignment', 404],
  ['student', 'POST /progress', 'otherSchoolAssignmentToEdit', 404],
  ['student', 'POST /progress', 'missing', 404],
  ['admin', 'POST /progress', 'assignmentToEdit', 403],
  ['teacherOwner', 'POST /progress', 'assignmentToEdit', 403],
  ['parent', 'POST /progress', 'assignmentToEdit', 403],
  ['root', 'POST /progress', 'assignmentToEdit', 403],
  ['visitor', 'POST /progress', 'assignmentToEdit', 401],

  // An assignment's leaderboard: whoever sees its group. Its progress report too (whose rows: PERSON_RULES.readProgress), but not root (403).
  ...seeingRows('GET /report/assignments/{id}/leaderboard', ASSIGNMENTS_TO_EDIT, 'strangersAssignment'),
  ...seeingRows('GET /report/assignments/{id}', ASSIGNMENTS_TO_EDIT, 'strangersAssignment').map(
    ([actor, endpoint, target, expected]): Row => [actor, endpoint, target, actor === 'root' ? 403 : expected],
  ),

  // An assignment's result CSV: the staff who track it (404 "No result for this assignment" before any attempt: progress.test.ts).
  ['admin', 'GET /assignments/result/{id}', 'otherSchoolAssignmentToEdit', 404],
  ['teacherOwner', 'GET /assignments/result/{id}', 'unownedAssignmentToEdit', 404],
  ['teacherOther', 'GET /assignments/result/{id}', 'assignmentToEdit', 404],
  ['student', 'GET /assignments/result/{id}', 'assignmentToEdit', 403],
  ['parent', 'GET /assignments/result/{id}', 'assignmentToEdit', 403],
  ['root', 'GET /assignments/result/{id}', 'assignmentToEdit', 403],
  ['visitor', 'GET /assignments/result/{id}', 'assignmentToEdit', 401],
];
