import type { Actor, Endpoint, Expected, Row, Target } from './permission-matrix.endpoints.js';

/** Rows for one call from a table of actor, target and what the API answers. */
function rows(endpoint: Endpoint, table: [Actor, Target, Expected][]): Row[] {
  return table.map(([actor, target, expected]): Row => [actor, endpoint, target, expected]);
}

/**
 * Who evaluates whom: admins any student of their school, teachers the
 * students of the groups they own (PERSON_RULES.evaluate); nobody else.
 * Someone who is not a student is never evaluated (400).
 */
function evaluatingRows(endpoint: Endpoint, done: number): Row[] {
  return rows(endpoint, [
    ['admin', 'groupStudent', done],
    ['admin', 'student', done],
    ['admin', 'teacher', 400],
    ['admin', 'otherSchool', 404],
    ['admin', 'missing', 404],
    ['teacherOwner', 'groupStudent', done],
    ['teacherOwner', 'student', 403],
    ['teacherOwner', 'otherSchool', 404],
    ['teacherOther', 'groupStudent', 403],
    ['student', 'self', 403],
    ['student', 'groupStudent', 403],
    ['parent', 'child', 403],
    ['root', 'student', 403],
    ['visitor', 'student', 401],
  ]);
}

/** Whose grades and comments one reads: as results (PERSON_RULES.readProgress), in a batch read too. */
function readingRows(endpoint: Endpoint, batch: boolean): Row[] {
  const seen: Expected = batch ? 'sees' : 204;
  const refused: Expected = batch ? 'hidden' : 403;
  const stranger: Expected = batch ? 'hidden' : 404;
  return rows(endpoint, [
    ['admin', 'groupStudent', seen],
    ['admin', 'student', seen],
    ['admin', 'otherSchool', stranger],
    ['teacherOwner', 'groupStudent', seen],
    ['teacherOwner', 'student', refused],
    ['teacherOther', 'groupStudent', refused],
    ['teacherOther', 'otherSchool', stranger],
    ['student', 'self', seen],
    ['student', 'student', refused],
    ['student', 'otherSchool', stranger],
    ['parent', 'child', seen],
    ['parent', 'student', refused],
    ['parent', 'pendingChild', refused],
    ['root', 'student', 403],
    ['visitor', 'student', 401],
  ]);
}

/** The permission matrix's rows on grades, comments and their audit trail. */
export const EVALUATION_RULES: Row[] = [
  ...rows('GET /result/topics', [
    ['student', 'none', 200],
    ['root', 'none', 200],
    ['visitor', 'none', 401],
  ]),
  ...rows('GET /result/capabilities', [
    ['parent', 'none', 200],
    ['root', 'none', 200],
    ['visitor', 'none', 401],
  ]),
  ...readingRows('GET /result/grades/{studentId}/{gradeType}', false),
  ...readingRows('GET /result/grades?ids=', true),
  ...readingRows('GET /result/comments?ids=', true),
  ...evaluatingRows('POST /result/grades', 201),
  ...evaluatingRows('PATCH /result/grades', 204),
  ...evaluatingRows('POST /result/comments', 201),
  // The audit trail: admins, on anyone of their school.
  ...rows('GET /result/audit/{studentId}', [
    ['admin', 'groupStudent', 200],
    ['admin', 'otherSchool', 404],
    ['admin', 'missing', 404],
    ['teacherOwner', 'groupStudent', 403],
    ['student', 'self', 403],
    ['parent', 'child', 403],
    ['root', 'student', 403],
    ['visitor', 'student', 401],
  ]),
];
