import type { Actor, Row } from './permission-matrix.endpoints.js';

const SIGNED_IN: Exclude<Actor, 'visitor'>[] = ['admin', 'teacherOwner', 'teacherOther', 'student', 'parent', 'root'];

/**
 * E-mailing a report (POST /email/send-result): every signed-in role, root
 * too, to their own address only; another person's address, in their school
 * or another, is refused (400: no open relay); a visitor 401.
 */
export const EMAIL_RULES: Row[] = [
  ...SIGNED_IN.flatMap((actor): Row[] => [
    [actor, 'POST /email/send-result', 'self', 201],
    [actor, 'POST /email/send-result', 'teacher', 400],
    [actor, 'POST /email/send-result', 'otherSchool', 400],
  ]),
  ['visitor', 'POST /email/send-result', 'student', 401],
];
