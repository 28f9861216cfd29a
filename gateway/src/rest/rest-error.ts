import { GraphQLError } from 'graphql';
import { REQUEST_FAILURES, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@portal/domain';

export const GENERIC_FAILURE = 'Operation failed, please try again!';

/** The one place a REST status becomes a GraphQL `extensions.code`. */
export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
    case 422:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      // The API's "not while others depend on it": a group that still has assignments.
      return 'STILL_IN_USE';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 503:
      // The API lost its database for a moment: nothing half done, the client may send it again.
      return 'UNAVAILABLE';
    default:
      return 'INTERNAL_SERVER_ERROR';
  }
}

interface RestErrorBody {
  error?: { message?: unknown; field?: unknown };
}

/**
 * A GraphQL error for a failed REST answer. Client errors keep the API's
 * message (the spec's texts live there); a 503 says the portal is briefly
 * unavailable; other server errors get the generic text, so nothing internal
 * leaks. A 429's or 503's Retry-After (seconds) becomes `extensions.retryAfter`.
 */
export function restErrorToGraphQL(status: number, body: unknown, retryAfter?: string): GraphQLError {
  const code = codeForStatus(status);
  const detail = (body as RestErrorBody | undefined)?.error;
  const apiMessage = typeof detail?.message === 'string' ? detail.message : undefined;
  const message =
    status === 503 ? REQUEST_FAILURES.unavailable : status < 500 && apiMessage ? apiMessage : GENERIC_FAILURE;
  const extensions: Record<string, unknown> = { code, status };
  if (typeof detail?.field === 'string') extensions.field = detail.field;
  const seconds = Number(retryAfter);
  if ((status === 429 || status === 503) && retryAfter && Number.isFinite(seconds)) extensions.retryAfter = seconds;
  return new GraphQLError(message, { extensions });
}

/** The API could not be reached (not running, restarting): answered at once, for the client to send again. */
export function networkFailure(): GraphQLError {
  return new GraphQLError(REQUEST_FAILURES.unavailable, {
    extensions: { code: 'UNAVAILABLE', retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS },
  });
}
