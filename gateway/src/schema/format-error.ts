import type { GraphQLFormattedError } from 'graphql';
import { ERROR_KINDS, ERROR_REASONS, GRAPHQL_BAD_REQUEST } from '@portal/domain';
import { limitOf, QUERY_LIMIT_EXCEEDED } from '../limits/query-limit-error.js';
import { THROTTLED } from '../limits/query-cost.js';
import { GENERIC_FAILURE } from '../rest/rest-error.js';
import { TRUSTED_DOCUMENT_REQUIRED } from '../trusted-documents/trusted-documents-plugin.js';
import { APOLLO_PERSISTED_QUERY_ERRORS } from '../trusted-documents/persisted-query-shape.js';

/*
 * What a caller may see of an error, shared by POST /graphql (graphql-server.ts) and the
 * subscriptions' socket (subscription-server.ts): in its own module so neither imports the other.
 */

/** Codes that are safe to show as they are; anything else is masked. */
const KNOWN_CODES = new Set<string>([
  // Every code a REST failure becomes (domain's ERROR_KINDS) but the masked one.
  ...Object.values(ERROR_KINDS)
    .map((kind) => kind.graphql)
    .filter((code) => code !== ERROR_KINDS.internal.graphql),
  // And the reasons the API names on its own (PASSWORD_CHANGE_REQUIRED).
  ...Object.values(ERROR_REASONS).map((reason) => reason.graphql),
  THROTTLED,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  GRAPHQL_BAD_REQUEST,
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  QUERY_LIMIT_EXCEEDED,
  TRUSTED_DOCUMENT_REQUIRED,
]);

/** No stack trace or internal message ever reaches a caller. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const limit = limitOf(error);
  if (limit) {
    return { ...formatted, extensions: { code: QUERY_LIMIT_EXCEEDED, limit } };
  }
  const code = formatted.extensions?.code;
  // Apollo gives its own uncoded refusals INTERNAL_SERVER_ERROR; these are the caller's.
  const persistedQuery = APOLLO_PERSISTED_QUERY_ERRORS[formatted.message];
  if (code === ERROR_KINDS.internal.graphql && persistedQuery)
    return { message: persistedQuery, extensions: { code: GRAPHQL_BAD_REQUEST } };
  if (typeof code === 'string' && KNOWN_CODES.has(code)) {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return {
    message: GENERIC_FAILURE,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: ERROR_KINDS.internal.graphql },
  };
}
