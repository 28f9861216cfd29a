import { ERROR_KINDS } from '@portal/domain';
import { getNamedType, getNullableType, GraphQLError, isListType, type GraphQLSchema } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context/context.js';
import type { QueryLimits } from './limits-config.js';
import { queryLimitError } from './query-limit-error.js';
import { budgetHeaders, budgetSpentMessage, type BudgetState, type TokenBudgets } from './token-budget.js';

/**
 * A list field costs its selection times its size: its `first` argument when
 * it has one (connections), else `listCost`. Nested lists so multiply. Two
 * lists are counted once: a connection's `edges` (its `first` counted them)
 * and the schema's own list of types and directives, which a schema browser
 * such as GraphiQL asks for once; nesting inside them still multiplies.
 */
export function listEstimator(listCost: number): ComplexityEstimator {
  return ({ type, field, args, childComplexity }) => {
    if (typeof args.first === 'number') return 1 + childComplexity * Math.max(1, args.first);
    const parent = getNamedType(type).name;
    const countedOnce = (field.name === 'edges' && parent.endsWith('Connection')) || parent === '__Schema';
    if (!countedOnce && isListType(getNullableType(field.type))) return 1 + childComplexity * listCost;
    return undefined;
  };
}

/** The estimated cost of one operation of a document, with its variables. */
export function costOf(
  schema: GraphQLSchema,
  query: Parameters<typeof getComplexity>[0]['query'],
  listCost: number,
  variables?: Record<string, unknown>,
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query,
    variables,
    operationName,
    estimators: [listEstimator(listCost), simpleEstimator({ defaultComplexity: 1 })],
  });
}

/**
 * The cost, or BAD_USER_INPUT (400) when the variables do not fit the
 * operation: costing them coerces them, so a missing or mistyped variable is
 * found here, before Apollo's own check would name it, and it is the caller's
 * mistake, not the server's. GraphQL's message says which variable.
 */
function costOfRequest(cost: () => number): number {
  try {
    return cost();
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    throw new GraphQLError(error.message, {
      nodes: error.nodes,
      extensions: {
        code: ERROR_KINDS.badRequest.graphql,
        http: { status: ERROR_KINDS.badRequest.status, headers: new HeaderMap() },
      },
    });
  }
}

/**
 * Refuses, before execution, an operation whose estimated cost passes
 * `maxCost`, and an API token's operation that its hour's budget cannot pay
 * (THROTTLED, 429, Retry-After). Every answer carries the estimate in
 * `extensions.cost`; a token's also its budget in `x-ratelimit-*` headers.
 */
export function costLimitPlugin(
  limits: Pick<QueryLimits, 'maxCost' | 'listCost'>,
  budgets: TokenBudgets,
): ApolloServerPlugin<GatewayContext> {
  const { maxCost, listCost } = limits;
  return {
    async requestDidStart({ contextValue }) {
      let estimated: number | undefined;
      let budget: BudgetState | undefined;
      return {
        async didResolveOperation({ schema, document, request, operationName }) {
          const cost = costOfRequest(() =>
            costOf(schema, document, listCost, request.variables, operationName ?? undefined),
          );
          estimated = cost;
          if (cost > maxCost) {
            const error = queryLimitError(
              'cost',
              `The query is too expensive: its estimated cost is ${cost}, at most ${maxCost} is allowed. Ask for fewer items per list or fewer nested lists.`,
            );
            // Refused before execution, like a validation error: 400, not Apollo's default 500.
            Object.assign(error.extensions, {
              http: { status: ERROR_KINDS.badRequest.status, headers: new HeaderMap() },
            });
            throw error;
          }
          const token = contextValue.token;
          // Every query pays before it runs; a first one into a provisional hour (settled below).
          if (!token) return;
          budget = budgets.charge(token.key, cost);
          if (!budget.charged) throw throttled(cost, budget);
        },
        async willSendResponse({ response }) {
          const token = contextValue.token;
          if (token && budget?.provisional && budget.charged) {
            // The hour begins only for a token the API knew (it answered who the caller is); one it refused is dropped.
            const known = await recognised(contextValue);
            if (known === false) budgets.forget(token.key);
            if (known === true) budgets.confirm(token.key);
            if (known !== true) budget = undefined;
          }
          if (estimated !== undefined && response.body.kind === 'single') {
            const result = response.body.singleResult;
            result.extensions = { ...result.extensions, cost: { estimated, maxCost } };
          }
          if (budget) {
            for (const [name, value] of budgetHeaders(budget)) response.http.headers.set(name, value);
          }
        },
      };
    },
  };
}

/**
 * Whether the API knew the caller, as far as the request found out (never
 * asking just for this): undefined when it did not ask or the API could not say.
 */
async function recognised(context: GatewayContext): Promise<boolean | undefined> {
  const asked = context.askedViewer();
  return asked ? asked.then((viewer) => viewer !== null).catch(() => undefined) : undefined;
}

/** The code of a query an API token's hourly budget cannot pay. */
export const THROTTLED = 'THROTTLED';

function throttled(cost: number, budget: BudgetState): GraphQLError {
  return new GraphQLError(budgetSpentMessage('query', cost, budget), {
    extensions: {
      code: THROTTLED,
      http: { status: 429, headers: new HeaderMap([['retry-after', String(budget.resetSeconds)]]) },
    },
  });
}
