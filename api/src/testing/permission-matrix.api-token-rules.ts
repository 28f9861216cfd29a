import type { Actor, Row } from './permission-matrix.endpoints.js';

const NOT_ADMINS: Actor[] = ['teacherOwner', 'teacherOther', 'student', 'parent', 'root'];

/**
 * API tokens: a school's admins list, make and revoke the school's tokens;
 * another school's token is invisible (absent from the list, 404 to revoke,
 * as an id nobody has); every other role 403, a visitor 401. (A token itself
 * may do none of it: api-tokens.test.ts.)
 */
export const API_TOKEN_RULES: Row[] = [
  ['admin', 'GET /api-tokens', 'apiToken', 'sees'],
  ['admin', 'GET /api-tokens', 'otherSchoolApiToken', 'hidden'],
  ['admin', 'POST /api-tokens', 'none', 201],
  ['admin', 'DELETE /api-tokens/{id}', 'apiToken', 200],
  ['admin', 'DELETE /api-tokens/{id}', 'otherSchoolApiToken', 404],
  ['admin', 'DELETE /api-tokens/{id}', 'missing', 404],
  ...NOT_ADMINS.flatMap((actor): Row[] => [
    [actor, 'GET /api-tokens', 'apiToken', 403],
    [actor, 'POST /api-tokens', 'none', 403],
    [actor, 'DELETE /api-tokens/{id}', 'apiToken', 403],
    [actor, 'DELETE /api-tokens/{id}', 'otherSchoolApiToken', 403],
  ]),
  ['visitor', 'GET /api-tokens', 'apiToken', 401],
  ['visitor', 'POST /api-tokens', 'none', 401],
  ['visitor', 'DELETE /api-tokens/{id}', 'apiToken', 401],
];
