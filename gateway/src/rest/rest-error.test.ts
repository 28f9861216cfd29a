import { describe, expect, it } from 'vitest';
import { codeForStatus, networkFailure, restErrorToGraphQL } from './rest-error.js';

describe('REST status to GraphQL error', () => {
  it('maps each status to its code', () => {
    expect([401, 403, 404, 400, 422, 405, 409, 429, 503, 500, 502].map(codeForStatus)).toEqual([
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
      'STILL_IN_USE',
      'CONFLICT',
      'TOO_MANY_REQUESTS',
      'UNAVAILABLE',
      'INTERNAL_SERVER_ERROR',
      'INTERNAL_SERVER_ERROR',
    ]);
  });

  it("keeps the API's message and field for client errors", () => {
    const error = restErrorToGraphQL(400, {
      error: { code: 'BAD_REQUEST', message: 'password: Invalid password', field: 'password' },
    });
    expect(error.message).toBe('password: Invalid password');
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
  });

  it('keeps the code of a reason the API names (a required password change), only with its status', () => {
    const body = { error: { code: 'PASSWORD_CHANGE_REQUIRED', message: 'Choose your own password first' } };
    expect(restErrorToGraphQL(403, body).extensions).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', status: 403 });
    expect(restErrorToGraphQL(403, body).message).toBe('Choose your own password first');
    expect(restErrorToGraphQL(400, body).extensions.code).toBe('BAD_USER_INPUT');
  });

  it('never passes on what a server error said', () => {
    const error = restErrorToGraphQL(500, { error: { message: 'relation "users" does not exist' } });
    expect(error.message).toBe('Operation failed, please try again!');
  });
});

describe('a throttled answer', () => {
  it('tells the caller how many seconds to wait, as the API said in Retry-After', () => {
    const error = restErrorToGraphQL(429, { error: { message: 'Too many failed sign-ins' } }, '840');
    expect(error.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 840 });
  });
});

describe('an API that lost its database for a moment, or cannot be reached', () => {
  it("is UNAVAILABLE with the API's own words and the seconds to wait", () => {
    const error = restErrorToGraphQL(
      503,
      { error: { message: 'The portal is briefly unavailable. Please try again in a moment.' } },
      '2',
    );
    expect(error.message).toBe('The portal is briefly unavailable. Please try again in a moment.');
    expect(error.extensions).toMatchObject({ code: 'UNAVAILABLE', retryAfter: 2 });
  });

  it('says when a write may have been stored: only a request that never reached the API surely was not', () => {
    const refused = networkFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(refused.extensions).toEqual({ code: 'UNAVAILABLE', retryAfter: 2 });
    const reset = networkFailure(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    expect(reset.extensions).toEqual({ code: 'UNAVAILABLE', retryAfter: 2, outcome: 'unknown' });
    expect(reset.message).toBe('The portal is briefly unavailable. Please try again in a moment.');
  });

  it('is UNAVAILABLE, maybe stored, when a balancer in front of the APIs answers 502 or 504 for the one it chose', () => {
    const nginxPage = '<html><head><title>502 Bad Gateway</title></head></html>';
    for (const status of [502, 504]) {
      const error = restErrorToGraphQL(status, nginxPage);
      expect(error.extensions).toEqual({ code: 'UNAVAILABLE', retryAfter: 2, outcome: 'unknown' });
      expect(error.message).toBe('The portal is briefly unavailable. Please try again in a moment.');
    }
  });
});
