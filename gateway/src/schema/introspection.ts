import { ERROR_KINDS } from '@portal/domain';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { GatewayContext } from '../context/context.js';

/** Why an anonymous caller may not read the schema, and what to do instead. */
export const INTROSPECTION_MESSAGE =
  'Sign in, or send an API token as "Authorization: Bearer <token>", to read this portal’s schema.';

/** Whether the document asks for the schema (`__schema` or `__type`, anywhere, fragments too); `__typename` does not. */
export function asksForSchema(document: DocumentNode): boolean {
  let asks = false;
  visit(document, {
    Field(field) {
      if (field.name.value === '__schema' || field.name.value === '__type') {
        asks = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return asks;
}

/**
 * With NODE_ENV=production the schema is read only by a caller the API knows
 * (a session or an API token, as GraphiQL signed in is): an anonymous one is
 * refused, 401 UNAUTHENTICATED, before anything runs. The check waits for
 * didResolveOperation, whose errors Apollo answers as the caller's; a
 * document with no introspection field costs no question to the API.
 */
export function signedInIntrospectionPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!asksForSchema(document)) return;
          if (await contextValue.viewer()) return;
          throw new GraphQLError(INTROSPECTION_MESSAGE, {
            extensions: {
              code: ERROR_KINDS.unauthenticated.graphql,
              http: { status: ERROR_KINDS.unauthenticated.status, headers: new HeaderMap() },
            },
          });
        },
      };
    },
  };
}
