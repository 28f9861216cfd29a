import { GraphQLError } from 'graphql';

/** The one `extensions.code` of every refusal by a query limit. */
export const QUERY_LIMIT_EXCEEDED = 'QUERY_LIMIT_EXCEEDED';

/** Which limit refused a request, as `extensions.limit`. */
export type LimitName = 'depth' | 'aliases' | 'directives' | 'tokens' | 'cost' | 'timeout';

export function queryLimitError(limit: LimitName, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: QUERY_LIMIT_EXCEEDED, limit } });
}

/**
 * The limit named by an error, if a limit refused the request. Apollo gives
 * validation errors its own code, so formatError finds the limit here and
 * restores ours; graphql-js's token limit is a syntax error with this message.
 */
export function limitOf(error: unknown): LimitName | undefined {
  let current: unknown = error;
  for (let hops = 0; current instanceof Error && hops < 4; hops += 1) {
    if (current instanceof GraphQLError) {
      const limit = current.extensions?.limit;
      if (typeof limit === 'string') return limit as LimitName;
      if (/Document contains more th(?:at|an) \d+ tokens/.test(current.message)) return 'tokens';
    }
    current = current instanceof GraphQLError ? current.originalError : undefined;
  }
  return undefined;
}
