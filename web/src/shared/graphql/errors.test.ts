// @vitest-environment node
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { describeError } from './errors';
import { defaultErrorToast, serverMessageFor } from './operationHooks';

const graphQLError = (message: string, code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

const httpError = (status: number, body: string) =>
  new ServerError('Response not successful', { response: new Response(body, { status }), bodyText: body });

describe('error toasts', () => {
  it("show the server's message for the codes a page asks for", () => {
    const toast = serverMessageFor('TOO_MANY_REQUESTS');
    expect(toast(describeError(graphQLError('Too many attempts, try again in a minute', 'TOO_MANY_REQUESTS')))).toBe(
      'Too many attempts, try again in a minute',
    );
    expect(toast(describeError(graphQLError('boom', 'INTERNAL')))).toBe(MESSAGES.generalFailure);
  });

  it('read the code and message of an HTTP 429 answer as a GraphQL error', () => {
    const body = JSON.stringify({ errors: [{ message: 'Slow down', extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    expect(describeError(httpError(429, body))).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Slow down' });
    expect(describeError(httpError(429, 'not json'))).toEqual({ code: 'TOO_MANY_REQUESTS', message: undefined });
  });

  it('show the generic text for a network failure, and nothing for an ended session', () => {
    expect(defaultErrorToast(describeError(new TypeError('Failed to fetch')))).toBe(MESSAGES.generalFailure);
    expect(defaultErrorToast(describeError(graphQLError('Sign in first', 'UNAUTHENTICATED')))).toBeNull();
  });
});
