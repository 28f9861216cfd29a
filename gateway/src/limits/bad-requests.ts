import { ERROR_KINDS, GRAPHQL_BAD_REQUEST } from '@portal/domain';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { GatewayContext } from '../context/context.js';

/** The longest text (UTF-8) a GraphQL operation may carry, in a variable or written in the query: 16 KB. */
export const MAX_TEXT_BYTES = 16 * 1024;

export const BAD_REQUEST_MESSAGES = {
  longVariable: (name: string) => `Variable "$${name}" is too long: a text may be at most 16 KB.`,
  longLiteral: 'A text in the query is too long: a text may be at most 16 KB.',
  subscriptionOverHttp: 'A subscription runs over a WebSocket at /graphql (the graphql-ws protocol), not over HTTP.',
} as const;

/** Whether `value` holds, at any depth (lists, input objects), a text longer than MAX_TEXT_BYTES. */
function holdsLongText(value: unknown): boolean {
  if (typeof value === 'string') return Buffer.byteLength(value) > MAX_TEXT_BYTES;
  if (Array.isArray(value)) return value.some(holdsLongText);
  if (value && typeof value === 'object') return Object.values(value).some(holdsLongText);
  return false;
}

/**
 * The refusal of an operation carrying a text over 16 KB, or undefined. No
 * field of the portal takes anything near it (a comment is at most 2,000
 * characters); sent on, such a text would only make a REST address or body
 * the API cannot read.
 */
export function longTextError(
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | undefined {
  const name = Object.entries(variables ?? {}).find(([, value]) => holdsLongText(value))?.[0];
  if (name !== undefined) return badUserInput(BAD_REQUEST_MESSAGES.longVariable(name));
  let long = false;
  visit(document, {
    StringValue(node) {
      if (holdsLongText(node.value)) {
        long = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return long ? badUserInput(BAD_REQUEST_MESSAGES.longLiteral) : undefined;
}

function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: ERROR_KINDS.badRequest.graphql,
      http: { status: ERROR_KINDS.badRequest.status, headers: new HeaderMap() },
    },
  });
}

/**
 * Requests that are the caller's mistake, refused with a 400 before anything
 * runs (didResolveOperation, whose errors Apollo answers as the caller's):
 * a subscription sent over HTTP (it would run as a query and fail inside),
 * and a text over 16 KB.
 */
export function badRequestsPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request }) {
          if (operation?.operation === 'subscription') {
            throw new GraphQLError(BAD_REQUEST_MESSAGES.subscriptionOverHttp, {
              extensions: {
                code: GRAPHQL_BAD_REQUEST,
                http: { status: ERROR_KINDS.badRequest.status, headers: new HeaderMap() },
              },
            });
          }
          const long = longTextError(document, request.variables);
          if (long) throw long;
        },
      };
    },
  };
}
