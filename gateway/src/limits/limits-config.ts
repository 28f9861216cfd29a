/**
 * What one GraphQL request may ask for. Every web client operation fits well
 * inside these (a test runs each `.graphql` file of web/ through them); each
 * can be changed through the environment variable named beside it.
 */
export interface QueryLimits {
  /** Nested selection levels (GRAPHQL_MAX_DEPTH). */
  maxDepth: number;
  /** Aliased fields in one operation (GRAPHQL_MAX_ALIASES). */
  maxAliases: number;
  /** Directives in one operation (GRAPHQL_MAX_DIRECTIVES). */
  maxDirectives: number;
  /** Lexical tokens in the document (GRAPHQL_MAX_TOKENS). */
  maxTokens: number;
  /** Estimated cost: a list field costs its `first` times its selection (GRAPHQL_MAX_COST). */
  maxCost: number;
  /** The size assumed for a list field that takes no `first` (GRAPHQL_LIST_COST). */
  listCost: number;
  /** Wall-clock time an operation may run before it is stopped (GRAPHQL_TIMEOUT_MS). */
  timeoutMs: number;
  /** Estimated cost an API token may spend in an hour, summed over its queries (GRAPHQL_TOKEN_BUDGET). */
  tokenBudget: number;
}

export const DEFAULT_LIMITS: QueryLimits = {
  maxDepth: 8,
  maxAliases: 20,
  maxDirectives: 20,
  maxTokens: 2000,
  maxCost: 10_000,
  listCost: 10,
  timeoutMs: 15_000,
  tokenBudget: 1_000_000,
};

const VARIABLES: Record<keyof QueryLimits, string> = {
  maxDepth: 'GRAPHQL_MAX_DEPTH',
  maxAliases: 'GRAPHQL_MAX_ALIASES',
  maxDirectives: 'GRAPHQL_MAX_DIRECTIVES',
  maxTokens: 'GRAPHQL_MAX_TOKENS',
  maxCost: 'GRAPHQL_MAX_COST',
  listCost: 'GRAPHQL_LIST_COST',
  timeoutMs: 'GRAPHQL_TIMEOUT_MS',
  tokenBudget: 'GRAPHQL_TOKEN_BUDGET',
};

/** The limits, each from its environment variable when set (a positive whole number) or the default. */
export function readQueryLimits(env: NodeJS.ProcessEnv = process.env): QueryLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [key, variable] of Object.entries(VARIABLES) as [keyof QueryLimits, string][]) {
    const raw = env[variable];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new Error(`${variable} must be a positive whole number (got "${raw}")`);
    }
    limits[key] = value;
  }
  return limits;
}
