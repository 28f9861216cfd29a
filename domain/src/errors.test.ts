import { describe, expect, it } from 'vitest';
import { ERROR_KINDS, errorReasonOf, graphqlCodeForStatus, restCodeForStatus } from './errors.js';

describe('the error vocabulary', () => {
  it('names each status once', () => {
    const statuses = Object.values(ERROR_KINDS).map((kind) => kind.status);
    expect(new Set(statuses).size).toBe(statuses.length);
  });

  it('gives a REST failure the code the contract names, and an unknown one by its class', () => {
    expect([400, 401, 403, 404, 405, 409, 413, 415, 429, 500, 503].map(restCodeForStatus)).toEqual([
      'BAD_REQUEST',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'METHOD_NOT_ALLOWED',
      'CONFLICT',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'TOO_MANY_REQUESTS',
      'INTERNAL',
      'UNAVAILABLE',
    ]);
    expect([418, 502].map(restCodeForStatus)).toEqual(['BAD_REQUEST', 'INTERNAL']);
  });

  it('gives the same failure through the gateway its GraphQL code; what is not the caller’s is INTERNAL_SERVER_ERROR', () => {
    expect([400, 422, 401, 403, 404, 405, 409, 429, 503].map(graphqlCodeForStatus)).toEqual([
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'STILL_IN_USE',
      'CONFLICT',
      'TOO_MANY_REQUESTS',
      'UNAVAILABLE',
    ]);
    expect([413, 415, 418, 500, 502].map(graphqlCodeForStatus)).toEqual(Array(5).fill('INTERNAL_SERVER_ERROR'));
  });

  it('keeps a reason’s own code through the gateway, and knows no reason for a status code', () => {
    expect(errorReasonOf('PASSWORD_CHANGE_REQUIRED')).toEqual({
      status: 403,
      rest: 'PASSWORD_CHANGE_REQUIRED',
      graphql: 'PASSWORD_CHANGE_REQUIRED',
    });
    expect(errorReasonOf('FORBIDDEN')).toBeUndefined();
    expect(errorReasonOf(undefined)).toBeUndefined();
  });
});
