import { GraphQLError } from 'graphql';
import {
  ERROR_KINDS,
  MESSAGES,
  REQUEST_FAILURES,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  errorReasonOf,
  graphqlCodeForStatus,
} from '@portal/domain';

export const GENERIC_FAILURE: string = MESSAGES.generalFailure;

/** The one place a REST status becomes a GraphQL `extensions.code`: domain's table (ERROR_KINDS), shared with the API. */
export function codeForStatus(status: number): string {
  return graphqlCodeForStatus(status);
}

interface RestErrorBody {
  error?: { code?: unknown; message?: unknown; field?: unknown };
}

/**
 * What a proxy between the gateway and the API answers when the API it chose
 * gave no answer: nginx's balancer over the API replicas (the compose file's
 * origin:4001) says 502 when the API's connection broke, 504 when it timed
 * out. The API never answers either itself. They are the connection's own
 * failures, one hop on: UNAVAILABLE, and the request may have been carried
 * out (the API may have stored an attempt and died before answering).
 */
const NO_ANSWER_STATUSES = new Set([502, 504]);

/**
 * A GraphQL error for a failed REST answer, its code the status's, or the
 * reason's the API named (domain ERROR_REASONS). Client errors keep the API's
 * message (the spec's texts live there), a 503 too (UNAVAILABLE: send it
 * again); other server errors get the generic text, so nothing internal
 * leaks. A 429's or 503's Retry-After (seconds) becomes `extensions.retryAfter`.
 * A proxy's 502 or 504 is no answer from the API (NO_ANSWER_STATUSES).
 */
export function restErrorToGraphQL(status: number, body: unknown, retryAfter?: string): GraphQLError {
  if (NO_ANSWER_STATUSES.has(status)) return unavailable(true);
  const detail = (body as RestErrorBody | undefined)?.error;
  // A reason of its own (PASSWORD_CHANGE_REQUIRED) keeps its code, for the client to act on; else the status's.
  const reason = errorReasonOf(detail?.code);
  const code = reason?.status === status ? reason.graphql : codeForStatus(status);
  const apiMessage = typeof detail?.message === 'string' ? detail.message : undefined;
  // The API's 503s are its own words (a database away, a provider unreachable, e-mail not set up): shown as they are.
  const message =
    status === 503
      ? (apiMessage ?? REQUEST_FAILURES.unavailable)
      : status < 500 && apiMessage
        ? apiMessage
        : GENERIC_FAILURE;
  const extensions: Record<string, unknown> = { code, status };
  if (typeof detail?.field === 'string') extensions.field = detail.field;
  const seconds = Number(retryAfter);
  if ((status === 429 || status === 503) && retryAfter && Number.isFinite(seconds)) extensions.retryAfter = seconds;
  return new GraphQLError(message, { extensions });
}

/** Connection failures before a request reached the API: it cannot have done anything. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * The API gave no answer: UNAVAILABLE, answered at once, for the client to
 * send again. When the request may have reached it (the connection reset
 * under it, a timeout) `extensions.outcome` is "unknown": the write may have
 * been stored, so only a write that carries an idempotency key is safe to
 * send again unchanged.
 */
export function networkFailure(error?: unknown): GraphQLError {
  const code = (error as { code?: unknown } | undefined)?.code;
  // No error: the call was never made (the operation had already run out of time).
  return unavailable(error !== undefined && !(typeof code === 'string' && NOT_REACHED.has(code)));
}

/** UNAVAILABLE; `reached`: the request may have reached the API, so its outcome is unknown. */
function unavailable(reached: boolean): GraphQLError {
  return new GraphQLError(REQUEST_FAILURES.unavailable, {
    extensions: {
      code: ERROR_KINDS.unavailable.graphql,
      retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
      ...(reached ? { outcome: 'unknown' } : {}),
    },
  });
}

/**
 * The longest REST address (path and query string, percent-encoded) the
 * gateway sends: the API reads at most 16 KB of request line and headers, and
 * a longer one breaks the connection (UNAVAILABLE, for this call and the next
 * on it). The longest the portal makes (100 ids) is about 4 KB.
 */
export const MAX_REST_ADDRESS_BYTES = 8 * 1024;

export const ADDRESS_TOO_LONG = 'A text in this request is too long to look up; shorten it.';

/** A call whose address would pass MAX_REST_ADDRESS_BYTES: the caller's input, refused before it is sent. */
export function addressTooLong(): GraphQLError {
  return new GraphQLError(ADDRESS_TOO_LONG, {
    extensions: { code: ERROR_KINDS.badRequest.graphql, status: ERROR_KINDS.badRequest.status },
  });
}
