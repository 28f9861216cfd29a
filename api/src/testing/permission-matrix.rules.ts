import type { Row } from './permission-matrix.endpoints.js';
import { ASSIGNMENT_RULES } from './permission-matrix.assignment-rules.js';
import { API_TOKEN_RULES } from './permission-matrix.api-token-rules.js';
import { AUDIT_RULES } from './permission-matrix.audit-rules.js';
import { EMAIL_RULES } from './permission-matrix.email-rules.js';
import { EVALUATION_RULES } from './permission-matrix.evaluation-rules.js';
import { METRICS_RULES } from './permission-matrix.metrics-rules.js';
import { RESULT_RULES } from './permission-matrix.result-rules.js';
import { SCHOOL_RULES } from './permission-matrix.school-rules.js';
import { SIGN_IN_CARD_RULES } from './permission-matrix.sign-in-card-rules.js';
import { managingRows } from './permission-matrix.row-kinds.js';

/*
 * The rows of the permission matrix (permission-matrix.test.ts): who acts,
 * through which call, on what, and the status the API must answer.
 */

/**
 * docs/permissions.md, row by row: each rule is one line below, run
 * against a real database. Every row makes its own target, so rows that
 * change something (delete, admin toggle, link) leave the others alone.
 *
 * Actors (school A unless said): admin; teacherOwner owns group G;
 * teacherOther owns nothing; student is in G and is parent's child; parent;
 * root (no school); visitor (no session).
 */

export const RULES: Row[] = [
  // Read a person: admin and teacher anyone of the school; parent themself and their children; student and root themself.
  ['admin', 'GET /user/{id}', 'teacher', 200],
  ['admin', 'GET /user/{id}', 'otherSchool', 404],
  ['admin', 'GET /user/{id}', 'missing', 404],
  ['teacherOwner', 'GET /user/{id}', 'groupStudent', 200],
  ['teacherOther', 'GET /user/{id}', 'student', 200],
  ['teacherOther', 'GET /user/{id}', 'otherSchool', 404],
  ['parent', 'GET /user/{id}', 'self', 200],
  ['parent', 'GET /user/{id}', 'child', 200],
  ['parent', 'GET /user/{id}', 'student', 403],
  ['parent', 'GET /user/{id}', 'pendingChild', 403],
  ['parent', 'GET /user/{id}', 'otherSchool', 404],
  ['student', 'GET /user/{id}', 'self', 200],
  ['student', 'GET /user/{id}', 'student', 403],
  ['student', 'GET /user/{id}', 'otherSchool', 404],
  ['student', 'GET /user/{id}', 'missing', 404],
  ['root', 'GET /user/{id}', 'self', 200],
  ['root', 'GET /user/{id}', 'student', 403],
  ['root', 'GET /user/{id}', 'missing', 403],
  ['visitor', 'GET /user/{id}', 'student', 401],

  // The same rule decides which ids the gateway's batch reads answer.
  ['admin', 'GET /users?ids=', 'student', 'sees'],
  ['admin', 'GET /users?ids=', 'otherSchool', 'hidden'],
  ['teacherOther', 'GET /users?ids=', 'student', 'sees'],
  ['parent', 'GET /users?ids=', 'child', 'sees'],
  ['parent', 'GET /users?ids=', 'student', 'hidden'],
  ['parent', 'GET /users?ids=', 'pendingChild', 'hidden'],
  ['student', 'GET /users?ids=', 'self', 'sees'],
  ['student', 'GET /users?ids=', 'student', 'hidden'],
  ['root', 'GET /users?ids=', 'student', 'hidden'],
  ['visitor', 'GET /users?ids=', 'student', 401],
  ['admin', 'GET /users/groups?ids=', 'groupStudent', 'sees'],
  ['student', 'GET /users/groups?ids=', 'student', 'hidden'],
  ['parent', 'GET /users/groups?ids=', 'child', 'sees'],
  ['parent', 'GET /users/groups?ids=', 'pendingChild', 'hidden'],
  ['visitor', 'GET /users/groups?ids=', 'student', 401],

  // List people: admin and teacher only.
  ['admin', 'GET /users', 'none', 200],
  ['teacherOther', 'GET /users', 'none', 200],
  ['parent', 'GET /users', 'none', 403],
  ['student', 'GET /users', 'none', 403],
  ['root', 'GET /users', 'none', 403],
  ['visitor', 'GET /users', 'none', 401],

  // Set a password: own always; admin anyone of the school; teacher students of groups they own; parent their children.
  ['admin', 'PATCH /user/{id}', 'self', 200],
  ['admin', 'PATCH /user/{id}', 'teacher', 200],
  ['admin', 'PATCH /user/{id}', 'otherSchool', 404],
  ['teacherOwner', 'PATCH /user/{id}', 'self', 200],
  ['teacherOwner', 'PATCH /user/{id}', 'groupStudent', 200],
  ['teacherOwner', 'PATCH /user/{id}', 'student', 403],
  ['teacherOwner', 'PATCH /user/{id}', 'teacher', 403],
  ['teacherOwner', 'PATCH /user/{id}', 'otherSchool', 404],
  ['teacherOther', 'PATCH /user/{id}', 'groupStudent', 403],
  ['parent', 'PATCH /user/{id}', 'self', 200],
  ['parent', 'PATCH /user/{id}', 'child', 200],
  ['parent', 'PATCH /user/{id}', 'student', 403],
  ['parent', 'PATCH /user/{id}', 'pendingChild', 403],
  ['parent', 'PATCH /user/{id}', 'otherSchool', 404],
  ['student', 'PATCH /user/{id}', 'self', 200],
  ['student', 'PATCH /user/{id}', 'student', 403],
  ['student', 'PATCH /user/{id}', 'otherSchool', 404],
  ['root', 'PATCH /user/{id}', 'self', 200],
  ['root', 'PATCH /user/{id}', 'student', 403],
  ['visitor', 'PATCH /user/{id}', 'student', 401],

  // Change e-mail or name: own always; admin anyone of the school; teacher students of groups they own.
  ['admin', 'PATCH /user/{id}/update-email/', 'teacher', 200],
  ['admin', 'PATCH /user/{id}/update-email/', 'otherSchool', 404],
  ['teacherOwner', 'PATCH /user/{id}/update-email/', 'groupStudent', 200],
  ['teacherOwner', 'PATCH /user/{id}/update-email/', 'student', 403],
  ['teacherOther', 'PATCH /user/{id}/update-email/', 'groupStudent', 403],
  ['parent', 'PATCH /user/{id}/update-email/', 'self', 200],
  ['parent', 'PATCH /user/{id}/update-email/', 'child', 403],
  ['student', 'PATCH /user/{id}/update-email/', 'self', 200],
  ['student', 'PATCH /user/{id}/update-email/', 'student', 403],
  ['student', 'PATCH /user/{id}/update-email/', 'otherSchool', 404],
  ['root', 'PATCH /user/{id}/update-email/', 'self', 200],
  ['root', 'PATCH /user/{id}/update-email/', 'student', 403],
  ['visitor', 'PATCH /user/{id}/update-email/', 'student', 401],
  ['admin', 'PATCH /user/{id}/update-name', 'student', 200],
  ['admin', 'PATCH /user/{id}/update-name', 'otherSchool', 404],
  ['teacherOwner', 'PATCH /user/{id}/update-name', 'self', 200],
  ['teacherOwner', 'PATCH /user/{id}/update-name', 'groupStudent', 200],
  ['teacherOwner', 'PATCH /user/{id}/update-name', 'student', 403],
  ['teacherOther', 'PATCH /user/{id}/update-name', 'groupStudent', 403],
  ['parent', 'PATCH /user/{id}/update-name', 'self', 200],
  ['parent', 'PATCH /user/{id}/update-name', 'child', 403],
  ['student', 'PATCH /user/{id}/update-name', 'self', 200],
  ['student', 'PATCH /user/{id}/update-name', 'student', 403],
  ['root', 'PATCH /user/{id}/update-name', 'self', 200],
  ['visitor', 'PATCH /user/{id}/update-name', 'student', 401],

  // Delete people: admin only, never themself.
  ['admin', 'PATCH /users', 'student', 200],
  ['admin', 'PATCH /users', 'admin2', 200],
  ['admin', 'PATCH /users', 'self', 400],
  ['admin', 'PATCH /users', 'otherSchool', 404],
  ['admin', 'PATCH /users', 'missing', 404],
  ['teacherOwner', 'PATCH /users', 'groupStudent', 403],
  ['parent', 'PATCH /users', 'child', 403],
  ['student', 'PATCH /users', 'student', 403],
  ['root', 'PATCH /users', 'student', 403],
  ['visitor', 'PATCH /users', 'student', 401],

  // Give admin permissions: admin only, to teachers (or admins) of the school.
  ['admin', 'PUT /administrator', 'teacher', 200],
  ['admin', 'PUT /administrator', 'student', 400],
  ['admin', 'PUT /administrator', 'otherSchool', 404],
  ['teacherOwner', 'PUT /administrator', 'teacher', 403],
  ['parent', 'PUT /administrator', 'teacher', 403],
  ['student', 'PUT /administrator', 'teacher', 403],
  ['root', 'PUT /administrator', 'teacher', 403],
  ['visitor', 'PUT /administrator', 'teacher', 401],

  // Take admin permissions away: admin only, never their own.
  ['admin', 'PATCH /administrator', 'admin2', 200],
  ['admin', 'PATCH /administrator', 'self', 400],
  ['admin', 'PATCH /administrator', 'otherSchool', 404],
  ['teacherOwner', 'PATCH /administrator', 'admin2', 403],
  ['student', 'PATCH /administrator', 'admin2', 403],
  ['root', 'PATCH /administrator', 'admin2', 403],
  ['visitor', 'PATCH /administrator', 'admin2', 401],

  // Link a child (target: the parent; last column: the child): admin any; teacher students of groups they own; parent to themself.
  // Only an admin's link is active at once; the others are pending requests (parent-links.test.ts shows the difference).
  ['admin', 'PATCH /parent/{id}/add-child', 'parent2', 200, 'student'],
  ['admin', 'PATCH /parent/{id}/add-child', 'parent2', 404, 'otherSchool'],
  ['admin', 'PATCH /parent/{id}/add-child', 'parent2', 404, 'teacher'],
  ['admin', 'PATCH /parent/{id}/add-child', 'teacher', 400, 'student'],
  ['admin', 'PATCH /parent/{id}/add-child', 'otherSchoolParent', 404, 'student'],
  ['teacherOwner', 'PATCH /parent/{id}/add-child', 'parent2', 200, 'groupStudent'],
  ['teacherOwner', 'PATCH /parent/{id}/add-child', 'parent2', 403, 'student'],
  ['teacherOther', 'PATCH /parent/{id}/add-child', 'parent2', 403, 'groupStudent'],
  ['parent', 'PATCH /parent/{id}/add-child', 'self', 200, 'student'],
  ['parent', 'PATCH /parent/{id}/add-child', 'parent2', 403, 'student'],
  ['parent', 'PATCH /parent/{id}/add-child', 'self', 404, 'otherSchool'],
  ['student', 'PATCH /parent/{id}/add-child', 'parent2', 403, 'student'],
  ['root', 'PATCH /parent/{id}/add-child', 'parent2', 403, 'student'],
  ['visitor', 'PATCH /parent/{id}/add-child', 'parent2', 401, 'student'],

  // Read a parent's children: admin and teacher any parent of the school; a parent their own.
  ['admin', 'GET /parent/{id}/children', 'parent2', 200],
  ['admin', 'GET /parent/{id}/children', 'otherSchoolParent', 404],
  ['teacherOther', 'GET /parent/{id}/children', 'parent2', 200],
  ['parent', 'GET /parent/{id}/children', 'self', 200],
  ['parent', 'GET /parent/{id}/children', 'parent2', 403],
  ['student', 'GET /parent/{id}/children', 'parent2', 403],
  ['root', 'GET /parent/{id}/children', 'parent2', 403],
  ['visitor', 'GET /parent/{id}/children', 'parent2', 401],
  ['admin', 'GET /parents/children?ids=', 'parent2', 'sees'],
  ['admin', 'GET /parents/children?ids=', 'otherSchoolParent', 'hidden'],
  ['parent', 'GET /parents/children?ids=', 'self', 'sees'],
  ['parent', 'GET /parents/children?ids=', 'parent2', 'hidden'],
  ['student', 'GET /parents/children?ids=', 'parent2', 'hidden'],
  ['visitor', 'GET /parents/children?ids=', 'parent2', 401],
  ['parent', 'GET /parent/get-children', 'none', 200],
  ['admin', 'GET /parent/get-children', 'none', 403],
  ['teacherOwner', 'GET /parent/get-children', 'none', 403],
  ['student', 'GET /parent/get-children', 'none', 403],
  ['root', 'GET /parent/get-children', 'none', 403],
  ['visitor', 'GET /parent/get-children', 'none', 401],

  // Decide on a pending link request (target: the child): the student named, or an admin of the school.
  ['admin', 'POST /parent-links/{parentId}/{childId}/accept', 'linkRequest', 200],
  ['admin', 'POST /parent-links/{parentId}/{childId}/accept', 'otherSchoolLinkRequest', 404],
  ['teacherOwner', 'POST /parent-links/{parentId}/{childId}/accept', 'linkRequest', 403],
  ['parent', 'POST /parent-links/{parentId}/{childId}/accept', 'parentsLinkRequest', 403],
  ['student', 'POST /parent-links/{parentId}/{childId}/accept', 'ownLinkRequest', 200],
  ['student', 'POST /parent-links/{parentId}/{childId}/accept', 'linkRequest', 403],
  ['student', 'POST /parent-links/{parentId}/{childId}/accept', 'otherSchoolLinkRequest', 404],
  ['root', 'POST /parent-links/{parentId}/{childId}/accept', 'linkRequest', 403],
  ['visitor', 'POST /parent-links/{parentId}/{childId}/accept', 'linkRequest', 401],
  ['admin', 'DELETE /parent-links/{parentId}/{childId}', 'linkRequest', 200],
  ['admin', 'DELETE /parent-links/{parentId}/{childId}', 'otherSchoolLinkRequest', 404],
  ['teacherOwner', 'DELETE /parent-links/{parentId}/{childId}', 'linkRequest', 403],
  ['parent', 'DELETE /parent-links/{parentId}/{childId}', 'parentsLinkRequest', 403],
  ['student', 'DELETE /parent-links/{parentId}/{childId}', 'ownLinkRequest', 200],
  ['student', 'DELETE /parent-links/{parentId}/{childId}', 'linkRequest', 403],
  ['student', 'DELETE /parent-links/{parentId}/{childId}', 'otherSchoolLinkRequest', 404],
  ['root', 'DELETE /parent-links/{parentId}/{childId}', 'linkRequest', 403],
  ['visitor', 'DELETE /parent-links/{parentId}/{childId}', 'linkRequest', 401],
  ['admin', 'GET /parent-links', 'linkRequest', 'sees'],
  ['admin', 'GET /parent-links', 'otherSchoolLinkRequest', 'hidden'],
  ['teacherOwner', 'GET /parent-links', 'linkRequest', 'hidden'],
  ['parent', 'GET /parent-links', 'parentsLinkRequest', 'hidden'],
  ['student', 'GET /parent-links', 'ownLinkRequest', 'sees'],
  ['student', 'GET /parent-links', 'linkRequest', 'hidden'],
  ['root', 'GET /parent-links', 'linkRequest', 'hidden'],
  ['visitor', 'GET /parent-links', 'linkRequest', 401],

  // Create accounts in bulk: admin only.
  ['admin', 'POST /school/register-users', 'none', 201],
  ['teacherOwner', 'POST /school/register-users', 'none', 403],
  ['parent', 'POST /school/register-users', 'none', 403],
  ['student', 'POST /school/register-users', 'none', 403],
  ['root', 'POST /school/register-users', 'none', 403],
  ['visitor', 'POST /school/register-users', 'none', 401],

  // Registered users of every school: root only.
  ['root', 'GET /registered-users', 'none', 200],
  ['admin', 'GET /registered-users', 'none', 403],
  ['teacherOwner', 'GET /registered-users', 'none', 403],
  ['parent', 'GET /registered-users', 'none', 403],
  ['student', 'GET /registered-users', 'none', 403],
  ['visitor', 'GET /registered-users', 'none', 401],

  // Groups and assignments: admin all of the school, teacher owned, student joined, parent their children's; root may ask and sees none.
  ['admin', 'GET /groups', 'none', 200],
  ['teacherOther', 'GET /groups', 'none', 200],
  ['student', 'GET /groups', 'none', 200],
  ['parent', 'GET /groups', 'none', 200],
  ['root', 'GET /groups', 'none', 200],
  ['visitor', 'GET /groups', 'none', 401],
  ['admin', 'GET /groups/{id}', 'group', 200],
  ['admin', 'GET /groups/{id}', 'otherSchoolGroup', 404],
  ['teacherOwner', 'GET /groups/{id}', 'group', 200],
  ['teacherOther', 'GET /groups/{id}', 'group', 404],
  ['student', 'GET /groups/{id}', 'group', 200],
  ['parent', 'GET /groups/{id}', 'group', 200],
  ['root', 'GET /groups/{id}', 'group', 404],
  ['visitor', 'GET /groups/{id}', 'group', 401],
  ['teacherOwner', 'GET /groups?ids=', 'group', 'sees'],
  ['teacherOther', 'GET /groups?ids=', 'group', 'hidden'],
  ['admin', 'GET /groups?ids=', 'otherSchoolGroup', 'hidden'],
  ['root', 'GET /groups?ids=', 'group', 'hidden'],
  ['admin', 'GET /groups/assignments?ids=', 'group', 'sees'],
  ['admin', 'GET /groups/assignments?ids=', 'otherSchoolGroup', 'hidden'],
  ['teacherOwner', 'GET /groups/assignments?ids=', 'group', 'sees'],
  ['teacherOther', 'GET /groups/assignments?ids=', 'group', 'hidden'],
  ['student', 'GET /groups/assignments?ids=', 'group', 'sees'],
  ['parent', 'GET /groups/assignments?ids=', 'group', 'sees'],
  ['root', 'GET /groups/assignments?ids=', 'group', 'hidden'],
  ['visitor', 'GET /groups/assignments?ids=', 'group', 401],
  ['admin', 'GET /assignments', 'none', 200],
  ['teacherOwner', 'GET /assignments', 'none', 200],
  ['student', 'GET /assignments', 'none', 200],
  ['parent', 'GET /assignments', 'none', 200],
  ['root', 'GET /assignments', 'none', 200],
  ['visitor', 'GET /assignments', 'none', 401],

  // The homes' reads (issue 35): anyone signed in reads the current assignments of the groups they see (root none).
  ['admin', 'GET /assignments/current', 'none', 200],
  ['teacherOwner', 'GET /assignments/current', 'none', 200],
  ['student', 'GET /assignments/current', 'none', 200],
  ['parent', 'GET /assignments/current', 'none', 200],
  ['root', 'GET /assignments/current', 'none', 200],
  ['visitor', 'GET /assignments/current', 'none', 401],
  // How many students the caller follows: whoever reads progress; root reads none.
  ['admin', 'GET /report/students/count', 'none', 200],
  ['teacherOwner', 'GET /report/students/count', 'none', 200],
  ['student', 'GET /report/students/count', 'none', 200],
  ['parent', 'GET /report/students/count', 'none', 200],
  ['root', 'GET /report/students/count', 'none', 403],
  ['visitor', 'GET /report/students/count', 'none', 401],

  // Create a group: admin and teacher, with students of their school only (400 otherwise); the creator owns it.
  ['admin', 'POST /groups', 'none', 201],
  ['admin', 'POST /groups', 'student', 201],
  ['admin', 'POST /groups', 'otherSchool', 400],
  ['admin', 'POST /groups', 'teacher', 400],
  ['teacherOwner', 'POST /groups', 'groupStudent', 201],
  ['teacherOther', 'POST /groups', 'student', 201],
  ['teacherOther', 'POST /groups', 'otherSchool', 400],
  ['student', 'POST /groups', 'none', 403],
  ['parent', 'POST /groups', 'child', 403],
  ['root', 'POST /groups', 'none', 403],
  ['visitor', 'POST /groups', 'none', 401],

  // Edit, delete, add and remove students, remove a co-owner: admin any group of the school, teacher those they own.
  ...managingRows('PATCH /groups/{id}', 201),
  ...managingRows('DELETE /groups/{id}', 201),
  ['admin', 'DELETE /groups/{id}', 'groupWithAssignment', 405],
  ['teacherOwner', 'DELETE /groups/{id}', 'groupWithAssignment', 405],
  ['teacherOther', 'DELETE /groups/{id}', 'groupWithAssignment', 404],
  ...managingRows('PUT /groups/{id}/users', 201),
  ...managingRows('PATCH /groups/{id}/users', 201),
  ...managingRows('DELETE /groups/{id}/owners/{userId}', 201),

  // A group's members (readGroupMembers): admin and teacher, on a group they see.
  ...managingRows('GET /groups/{id}/users', 200),
  ['admin', 'GET /groups/students?ids=', 'groupToEdit', 'sees'],
  ['admin', 'GET /groups/students?ids=', 'unownedGroupToEdit', 'sees'],
  ['admin', 'GET /groups/students?ids=', 'otherSchoolGroupToEdit', 'hidden'],
  ['teacherOwner', 'GET /groups/students?ids=', 'groupToEdit', 'sees'],
  ['teacherOwner', 'GET /groups/students?ids=', 'unownedGroupToEdit', 'hidden'],
  ['teacherOwner', 'GET /groups/students?ids=', 'otherSchoolGroupToEdit', 'hidden'],
  ['teacherOther', 'GET /groups/students?ids=', 'groupToEdit', 'hidden'],
  ['student', 'GET /groups/students?ids=', 'groupToEdit', 403],
  ['parent', 'GET /groups/students?ids=', 'groupToEdit', 403],
  ['root', 'GET /groups/students?ids=', 'groupToEdit', 403],
  ['visitor', 'GET /groups/students?ids=', 'groupToEdit', 401],

  ...ASSIGNMENT_RULES,
  ...EVALUATION_RULES,
  ...RESULT_RULES,
  ...EMAIL_RULES,
  ...API_TOKEN_RULES,
  ...AUDIT_RULES,
  ...SCHOOL_RULES,
  ...SIGN_IN_CARD_RULES,
  ...METRICS_RULES,
];
