import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import type { ApolloServerOptions, ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context/context.js';
import { costLimitPlugin } from './query-cost.js';
import { TokenBudgets } from './token-budget.js';
import { executionTimeoutPlugin } from './execution-timeout.js';
import type { QueryLimits } from './limits-config.js';
import { queryLimitError, type LimitName } from './query-limit-error.js';

type LimitOptions = Pick<
  ApolloServerOptions<GatewayContext>,
  'plugins' | 'validationRules' | 'parseOptions' | 'allowBatchedHttpRequests'
>;

/** Reports a refusal as a validation error with our code and the limit's name, never throwing. */
function refuse(limit: LimitName): GraphQLArmorRejectCallback {
  return (context, error) => context?.reportError(queryLimitError(limit, error.message.replace(/^Syntax Error: /, '')));
}

const onReject = (limit: LimitName) => ({ propagateOnRejection: false, onReject: [refuse(limit)] });

/**
 * Every limit a request passes before it executes (GraphQL Armor's depth,
 * alias and directive rules, graphql-js's token limit while parsing, a
 * `first`-aware cost estimate) and the one that stops a slow execution.
 */
export function queryLimitOptions(
  limits: QueryLimits,
  budgets: TokenBudgets = new TokenBudgets(limits.tokenBudget),
): LimitOptions {
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ...onReject('depth') },
    maxAliases: { n: limits.maxAliases, ...onReject('aliases') },
    maxDirectives: { n: limits.maxDirectives, ...onReject('directives') },
    // graphql-js counts tokens while parsing (parseOptions below), without a second parse.
    maxTokens: { enabled: false },
    // Armor's cost does not multiply by `first`; ours does (costLimitPlugin).
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  return {
    plugins: [
      // Armor's typings name Apollo's CommonJS declarations, we load its ES modules: same objects, two declarations.
      ...(armor.plugins as unknown as ApolloServerPlugin<GatewayContext>[]),
      costLimitPlugin(limits, budgets),
      executionTimeoutPlugin(limits.timeoutMs),
    ],
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: limits.maxTokens },
    allowBatchedHttpRequests: false,
  };
}
