import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { GraphQLErrorCode } from '@portal/domain';

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

/*
 * The gateway's codes the web acts on, typed by the domain's table (ERROR_KINDS): a code it does not
 * name fails the typecheck. Spelled here rather than read from the table, which would add the whole
 * table to the JavaScript of a first visit (docs/performance.md, "JavaScript budgets").
 */
export const UNAUTHENTICATED = 'UNAUTHENTICATED' satisfies GraphQLErrorCode;
export const FORBIDDEN = 'FORBIDDEN' satisfies GraphQLErrorCode;
export const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS' satisfies GraphQLErrorCode;
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED' satisfies GraphQLErrorCode;

/** A gateway that answers with an HTTP error status still says why in a GraphQL body, if it can. */
const CODE_BY_STATUS: Record<number, GraphQLErrorCode> = {
  401: UNAUTHENTICATED,
  403: FORBIDDEN,
  429: TOO_MANY_REQUESTS,
};

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
    return { code: codeOf(first) ?? CODE_BY_STATUS[error.statusCode], message: first?.message };
  }
  return { code: undefined, message: undefined };
}
