import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { ERROR_KINDS } from '@portal/domain';

/**
 * A failed operation as the gateway names it: `extensions.code`
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, CONFLICT,
 * TOO_MANY_REQUESTS, INTERNAL) and the server's message for people. Both are
 * undefined for a network failure.
 */
export interface OperationError {
  code: string | undefined;
  message: string | undefined;
}

/** A gateway that answers with an HTTP error status still says why in a GraphQL body, if it can. */
const CODE_BY_STATUS = new Map<number, string>(
  [ERROR_KINDS.unauthenticated, ERROR_KINDS.forbidden, ERROR_KINDS.tooManyRequests].map((kind) => [
    kind.status,
    kind.graphql,
  ]),
);

function codeOf(error: GraphQLFormattedError | undefined): string | undefined {
  const code = error?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}

function firstErrorOfBody(bodyText: string): GraphQLFormattedError | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors))
      return undefined;
    const [first]: unknown[] = body.errors;
    return typeof first === 'object' && first !== null && 'message' in first
      ? (first as GraphQLFormattedError)
      : undefined;
  } catch {
    return undefined;
  }
}

export function describeError(error: ErrorLike): OperationError {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    return { code: codeOf(first), message: first?.message };
  }
  if (ServerError.is(error)) {
    const first = firstErrorOfBody(error.bodyText);
    return { code: codeOf(first) ?? CODE_BY_STATUS.get(error.statusCode), message: first?.message };
  }
  return { code: undefined, message: undefined };
}
