import type { Actor, Row } from './permission-matrix.endpoints.js';

const NOT_ADMINS: Actor[] = ['teacherOwner', 'teacherOther', 'student', 'parent', 'root'];

/**
 * The school's time zone and locale: a school's admins change their own
 * school's (the call names no school, so another school's cannot be reached:
 * school-settings.test.ts checks it stays as it was); every other role 403,
 * root too (it belongs to no school), a visitor 401.
 */
export const SCHOOL_RULES: Row[] = [
  ['admin', 'PATCH /school', 'school', 200],
  ...NOT_ADMINS.map((actor): Row => [actor, 'PATCH /school', 'school', 403]),
  ['visitor', 'PATCH /school', 'school', 401],
];
