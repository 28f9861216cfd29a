import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { daysFromToday, withoutZone } from './assignment-dates.js';
import { sendResultRequest } from './email-world.js';
import { KNOWN_PASSWORD } from './school-world.js';
import { quizResponses } from './quiz-answers.js';
import { EVALUATION_ENDPOINTS } from './permission-matrix.evaluation-endpoints.js';
import { METRICS_ENDPOINTS } from './permission-matrix.metrics-endpoints.js';
import { API_TOKEN_ENDPOINTS } from './permission-matrix.api-token-endpoints.js';
import { AUDIT_ENDPOINTS } from './permission-matrix.audit-endpoints.js';
import { SCHOOL_ENDPOINTS } from './permission-matrix.school-endpoints.js';
import { SIGN_IN_CARD_ENDPOINTS } from './permission-matrix.sign-in-card-endpoints.js';

/*
 * The vocabulary of the permission matrix (permission-matrix.test.ts): who
 * acts, on what, and how each endpoint is called on a target.
 */

export type Actor = 'admin' | 'teacherOwner' | 'teacherOther' | 'student' | 'parent' | 'root' | 'visitor';

/**
 * Targets, made fresh for each row: self; groupStudent (a student of G);
 * student (in no group, nobody's child); child (a student linked to parent);
 * teacher; admin2 (another admin); parent2 (another parent); otherSchool (a
 * student of school B); otherSchoolParent; missing (an id nobody has); group
 * (G itself); otherSchoolGroup. Parent links: pendingChild (a student parent
 * asked for, not yet accepted); linkRequest (another parent's pending request
 * for a fresh student: the target is that student, `parentId` the parent);
 * ownLinkRequest (a fresh parent's request naming the student actor);
 * parentsLinkRequest (parent's own request for a fresh student);
 * groupLinkRequest (a fresh parent's request for a fresh student of G);
 * otherSchoolLinkRequest (a request within school B). Family codes:
 * familyCode (a fresh code for a fresh student of school A, `code`),
 * otherSchoolFamilyCode (one for a student of school B). Groups to change, each
 * fresh with a co-owner, a student and a student to add (`group`):
 * groupToEdit (school A, owned by teacherOwner too, student among its
 * students); unownedGroupToEdit (school A, teacherOwner not an owner);
 * otherSchoolGroupToEdit (school B); groupWithAssignment (groupToEdit with an
 * assignment). Assignments to change, each fresh with two activities
 * (`assignment`): assignmentToEdit (of a groupToEdit); unownedAssignmentToEdit
 * (of an unownedGroupToEdit, student among its students); strangersAssignment
 * (of strangersGroup, a school A group none of the actors is in or owns);
 * otherSchoolAssignmentToEdit (of an otherSchoolGroupToEdit). Schools: school
 * (school A itself), anotherSchool (school B itself). API tokens: apiToken (a
 * fresh token of school A, made by admin), otherSchoolApiToken (of school B).
 */
export type Target =
  | 'self'
  | 'groupStudent'
  | 'student'
  | 'child'
  | 'teacher'
  | 'admin2'
  | 'parent2'
  | 'otherSchool'
  | 'otherSchoolParent'
  | 'missing'
  | 'group'
  | 'otherSchoolGroup'
  | 'pendingChild'
  | 'linkRequest'
  | 'ownLinkRequest'
  | 'parentsLinkRequest'
  | 'otherSchoolLinkRequest'
  | 'groupLinkRequest'
  | 'familyCode'
  | 'otherSchoolFamilyCode'
  | 'groupToEdit'
  | 'unownedGroupToEdit'
  | 'otherSchoolGroupToEdit'
  | 'groupWithAssignment'
  | 'assignmentToEdit'
  | 'unownedAssignmentToEdit'
  | 'strangersAssignment'
  | 'strangersGroup'
  | 'otherSchoolAssignmentToEdit'
  | 'school'
  | 'anotherSchool'
  | 'apiToken'
  | 'otherSchoolApiToken'
  | 'none';

/** Who is in a group to change: a removable co-owner, a student in it, a student of its school to add. */
export interface GroupParts {
  coOwnerId: string;
  studentId: string;
  newStudentId: string;
}

/** An assignment to change: its group and the questIds of its two activities. */
export interface AssignmentParts {
  groupId: string;
  questIds: [string, string];
}

export interface Subject {
  id: string;
  email: string;
  /** For a link request: the parent who would be linked to this child. */
  parentId?: string;
  /** For a family code: the code, as printed. */
  code?: string;
  /** For a group to change: its people. */
  group?: GroupParts;
  /** For an assignment to change: its group and activities. */
  assignment?: AssignmentParts;
}

/** The password a change sets: the one every person here holds, so one's own can be changed again by a later row. */
export const NEW_PASSWORD = KNOWN_PASSWORD;
export const unique = () => `new.${randomUUID().slice(0, 12)}@world.school`;

/** A target's group people, or ids nobody has (a missing group). */
const partsOf = (t: Subject): GroupParts =>
  t.group ?? { coOwnerId: randomUUID(), studentId: randomUUID(), newStudentId: randomUUID() };

/** A target's assignment parts, or ids nobody has (a missing assignment). */
const assignmentOf = (t: Subject): AssignmentParts =>
  t.assignment ?? { groupId: randomUUID(), questIds: ['q-env-001', 'b-env-001'] };

/** Dates a new or edited assignment may have: from tomorrow to a week later, without a zone. */
const futureDates = () => ({ startDate: withoutZone(daysFromToday(1, 8)), endDate: withoutZone(daysFromToday(8, 15)) });

/** Each endpoint as a request on a target (and, for add-child, the child). */
export const ENDPOINTS = {
  'GET /user/{id}': (t: Subject) => ({ method: 'GET', url: `/api/v1/user/${t.id}` }),
  'PATCH /user/{id}': (t: Subject) => ({
    method: 'PATCH',
    url: `/api/v1/user/${t.id}`,
    // One's own change needs the current password (ignored in a reset); every person here holds KNOWN_PASSWORD.
    payload: { password: NEW_PASSWORD, currentPassword: KNOWN_PASSWORD },
  }),
  'PATCH /user/{id}/update-email/': (t: Subject) => ({
    method: 'PATCH',
    url: `/api/v1/user/${t.id}/update-email/`,
    payload: { email: unique(), currentPassword: KNOWN_PASSWORD },
  }),
  'PATCH /user/{id}/update-name': (t: Subject) => ({
    method: 'PATCH',
    url: `/api/v1/user/${t.id}/update-name`,
    payload: { firstName: 'Renamed', lastName: 'Person' },
  }),
  'PATCH /users': (t: Subject) => ({ method: 'PATCH', url: '/api/v1/users', payload: { userIds: [t.id] } }),
  'PUT /administrator': (t: Subject) => ({ method: 'PUT', url: '/api/v1/administrator', payload: [t.id] }),
  'PATCH /administrator': (t: Subject) => ({ method: 'PATCH', url: '/api/v1/administrator', payload: [t.id] }),
  'PATCH /parent/{id}/add-child': (t: Subject, child?: Subject) => ({
    method: 'PATCH',
    url: `/api/v1/parent/${t.id}/add-child`,
    payload: { childEmail: child?.email },
  }),
  'GET /parent/{id}/children': (t: Subject) => ({ method: 'GET', url: `/api/v1/parent/${t.id}/children` }),
  'GET /users': () => ({ method: 'GET', url: '/api/v1/users' }),
  'GET /users?ids=': (t: Subject) => ({ method: 'GET', url: `/api/v1/users?ids=${t.id}` }),
  'GET /users/groups?ids=': (t: Subject) => ({ method: 'GET', url: `/api/v1/users/groups?ids=${t.id}` }),
  'GET /parents/children?ids=': (t: Subject) => ({ method: 'GET', url: `/api/v1/parents/children?ids=${t.id}` }),
  'POST /school/register-users': () => ({
    method: 'POST',
    url: '/api/v1/school/register-users',
    payload: [{ firstName: 'New', lastName: 'Person', email: unique(), role: ['student'] }],
  }),
  'GET /registered-users': () => ({ method: 'GET', url: '/api/v1/registered-users' }),
  'GET /parent/get-children': () => ({ method: 'GET', url: '/api/v1/parent/get-children' }),
  'GET /groups': () => ({ method: 'GET', url: '/api/v1/groups/' }),
  'GET /groups?ids=': (t: Subject) => ({ method: 'GET', url: `/api/v1/groups?ids=${t.id}` }),
  'GET /groups/{id}': (t: Subject) => ({ method: 'GET', url: `/api/v1/groups/${t.id}` }),
  'GET /groups/assignments?ids=': (t: Subject) => ({ method: 'GET', url: `/api/v1/groups/assignments?ids=${t.id}` }),
  'POST /groups': (t: Subject) => ({
    method: 'POST',
    url: '/api/v1/groups/',
    payload: { name: 'New group', students: t.id ? [t.id] : [] },
  }),
  'PATCH /groups/{id}': (t: Subject) => ({
    method: 'PATCH',
    url: `/api/v1/groups/${t.id}`,
    payload: {
      name: 'Renamed group',
      yearLevel: 9,
      owners: [],
      students: { remove: [partsOf(t).studentId], add: [partsOf(t).newStudentId] },
    },
  }),
  'DELETE /groups/{id}': (t: Subject) => ({ method: 'DELETE', url: `/api/v1/groups/${t.id}` }),
  'GET /groups/{id}/users': (t: Subject) => ({ method: 'GET', url: `/api/v1/groups/${t.id}/users` }),
  'PUT /groups/{id}/users': (t: Subject) => ({
    method: 'PUT',
    url: `/api/v1/groups/${t.id}/users`,
    payload: [partsOf(t).newStudentId],
  }),
  'PATCH /groups/{id}/users': (t: Subject) => ({
    method: 'PATCH',
    url: `/api/v1/groups/${t.id}/users`,
    payload: [partsOf(t).studentId],
  }),
  'DELETE /groups/{id}/owners/{userId}': (t: Subject) => ({
    method: 'DELETE',
    url: `/api/v1/groups/${t.id}/owners/${partsOf(t).coOwnerId}`,
  }),
  'GET /groups/students?ids=': (t: Subject) => ({ method: 'GET', url: `/api/v1/groups/students?ids=${t.id}` }),
  'GET /assignments': () => ({ method: 'GET', url: '/api/v1/assignments/' }),
  'GET /assignments/current': () => ({ method: 'GET', url: '/api/v1/assignments/current' }),
  'GET /report/students/count': () => ({ method: 'GET', url: '/api/v1/report/students/count' }),
  'GET /assignments/{id}': (t: Subject) => ({ method: 'GET', url: `/api/v1/assignments/${t.id}` }),
  'GET /assignments/groups/{groupId}': (t: Subject) => ({ method: 'GET', url: `/api/v1/assignments/groups/${t.id}` }),
  'POST /assignments': (t: Subject) => ({
    method: 'POST',
    url: '/api/v1/assignments/',
    payload: {
      name: 'New assignment',
      groupId: t.id,
      ...futureDates(),
      activities: [{ questId: 'q-env-001', activityType: 'quiz' }],
    },
  }),
  'PATCH /assignments/{id}': (t: Subject) => ({
    method: 'PATCH',
    url: `/api/v1/assignments/${t.id}`,
    payload: { name: 'Renamed assignment', groupId: assignmentOf(t).groupId, ...futureDates() },
  }),
  'DELETE /assignments/{id}': (t: Subject) => ({ method: 'DELETE', url: `/api/v1/assignments/${t.id}` }),
  'POST /assignments/{id}/finish': (t: Subject) => ({ method: 'POST', url: `/api/v1/assignments/${t.id}/finish` }),
  'PUT /assignments/{id}/activities': (t: Subject) => ({
    method: 'PUT',
    url: `/api/v1/assignments/${t.id}/activities`,
    payload: [{ questId: 'g-env-001', activityType: 'game' }],
  }),
  'PATCH /assignments/{id}/activities': (t: Subject) => ({
    method: 'PATCH',
    url: `/api/v1/assignments/${t.id}/activities`,
    payload: [{ questId: assignmentOf(t).questIds[0], activityType: 'quiz' }],
  }),
  'POST /progress': (t: Subject) => ({
    method: 'POST',
    url: '/api/v1/progress',
    payload: {
      assignmentId: t.id,
      questId: assignmentOf(t).questIds[0],
      responses: quizResponses(assignmentOf(t).questIds[0], 3),
      seconds: 95,
    },
  }),
  'GET /report/assignments/{id}': (t: Subject) => ({ method: 'GET', url: `/api/v1/report/assignments/${t.id}` }),
  'GET /report/assignments/{id}/leaderboard': (t: Subject) => ({
    method: 'GET',
    url: `/api/v1/report/assignments/${t.id}/leaderboard`,
  }),
  'GET /assignments/result/{id}': (t: Subject) => ({ method: 'GET', url: `/api/v1/assignments/result/${t.id}` }),
  'GET /result/{userId}': (t: Subject) => ({ method: 'GET', url: `/api/v1/result/${t.id}` }),
  'POST /result/': (t: Subject) => ({ method: 'POST', url: '/api/v1/result/', payload: { userIds: [t.id] } }),
  'GET /result/groups/{groupId}': (t: Subject) => ({ method: 'GET', url: `/api/v1/result/groups/${t.id}` }),
  'POST /result/groups/': (t: Subject) => ({ method: 'POST', url: '/api/v1/result/groups/', payload: [t.id] }),
  'GET /result/curriculum': () => ({ method: 'GET', url: '/api/v1/result/curriculum' }),
  'GET /parent-links': () => ({ method: 'GET', url: '/api/v1/parent-links?status=pending' }),
  'POST /parent-links/{parentId}/{childId}/accept': (t: Subject) => ({
    method: 'POST',
    url: `/api/v1/parent-links/${t.parentId}/${t.id}/accept`,
  }),
  'DELETE /parent-links/{parentId}/{childId}': (t: Subject) => ({
    method: 'DELETE',
    url: `/api/v1/parent-links/${t.parentId}/${t.id}`,
  }),
  'POST /users/{id}/family-codes': (t: Subject) => ({ method: 'POST', url: `/api/v1/users/${t.id}/family-codes` }),
  'POST /parent-links/redeem': (t: Subject) => ({
    method: 'POST',
    url: '/api/v1/parent-links/redeem',
    payload: { code: t.code ?? 'ABCDE-FGHJK' },
  }),
  ...EVALUATION_ENDPOINTS,
  ...METRICS_ENDPOINTS,
  ...API_TOKEN_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
  ...SCHOOL_ENDPOINTS,
  ...SIGN_IN_CARD_ENDPOINTS,
  // A PDF, to the target's address: the caller's own when the target is self.
  'POST /email/send-result': (t: Subject) => sendResultRequest(t),
} satisfies Record<
  string,
  (target: Subject, child?: Subject, actorId?: string) => InjectOptions | Promise<InjectOptions>
>;

export type Endpoint = keyof typeof ENDPOINTS;

/** A status, or for batch reads (always 200) whether the target is in the answer. */
export type Expected = number | 'sees' | 'hidden';

export type Row = [actor: Actor, endpoint: Endpoint, target: Target, expected: Expected, child?: Target];
