import { getNamedType, getNullableType, GraphQLError, isListType, type GraphQLSchema } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context/context.js';
import { queryLimitError } from './query-limit-error.js';

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
      extensions: { code: 'BAD_USER_INPUT', http: { status: 400, headers: new HeaderMap() } },
    });
  }
}

/** Refuses, before execution, an operation whose estimated cost passes `maxCost`. */
export function costLimitPlugin(maxCost: number, listCost: number): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request, operationName }) {
          const cost = costOfRequest(() =>
            costOf(schema, document, listCost, request.variables, operationName ?? undefined),
          );
          if (cost > maxCost) {
            const error = queryLimitError(
              'cost',
              `The query is too expensive: its estimated cost is ${cost}, at most ${maxCost} is allowed. Ask for fewer items per list or fewer nested lists.`,
            );
            // Refused before execution, like a validation error: 400, not Apollo's default 500.
            Object.assign(error.extensions, { http: { status: 400, headers: new HeaderMap() } });
            throw error;
          }
        },
      };
    },
  };
}
