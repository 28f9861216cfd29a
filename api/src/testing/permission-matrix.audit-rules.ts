import type { Actor, Row } from './permission-matrix.endpoints.js';

const NOT_ADMINS: Actor[] = ['teacherOwner', 'teacherOther', 'student', 'parent', 'root'];

/**
 * The audit log: a school's admins read their school's; a person of another
 * school is absent from it, as one nobody logged; every other role 403
 * (root too: it belongs to no school), a visitor 401.
 */
export const AUDIT_RULES: Row[] = [
  ['admin', 'GET /audit', 'student', 200],
  ['admin', 'GET /audit', 'otherSchool', 'hidden'],
  ...NOT_ADMINS.flatMap((actor): Row[] => [
    [actor, 'GET /audit', 'student', 403],
    [actor, 'GET /audit', 'otherSchool', 403],
  ]),
  ['visitor', 'GET /audit', 'student', 401],
];
