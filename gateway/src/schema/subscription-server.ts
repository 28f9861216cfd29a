import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, getOperationAST, parse, specifiedRules, validate, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { ERROR_KINDS, GRAPHQL_BAD_REQUEST, bearerTokenOf } from '@portal/domain';
import { contextFor } from '../context/context.js';
import { clientAddressOf, type ProxyTrust } from '../origin/client-address.js';
import type { QueryLimits } from '../limits/limits-config.js';
import { longTextError } from '../limits/bad-requests.js';
import { queryLimitError } from '../limits/query-limit-error.js';
import { queryLimitOptions } from '../limits/query-limits.js';
import { TRUSTED_DOCUMENT_MESSAGE, TRUSTED_DOCUMENT_REQUIRED } from '../trusted-documents/trusted-documents-plugin.js';
import type { TrustedDocuments } from '../trusted-documents/trusted-documents.js';
import { buildGatewaySchema } from './build-schema.js';
import { formatError } from './format-error.js';

/** Subscriptions one socket may hold at once (a page holds one or two). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 5;

/** A browser's socket must come from our own pages: the session cookie rides along (cross-site WebSocket hijacking). */
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * An integration's API token, sent in the socket's `connection_init` payload
 * as `{ "Authorization": "Bearer …" }` (a socket has no headers of its own);
 * the API checks it as on POST, and it wins over a cookie.
 */
function tokenOf(params: Record<string, unknown> | undefined): string | undefined {
  const value = params?.Authorization ?? params?.authorization;
  return typeof value === 'string' && bearerTokenOf(value) ? value : undefined;
}

const refusal = (message: string, code = GRAPHQL_BAD_REQUEST) => [new GraphQLError(message, { extensions: { code } })];

/**
 * GraphQL subscriptions over graphql-ws on the same origin and path as
 * queries (/graphql), authenticated by the session cookie of the upgrade
 * request, each operation in its own context so `@auth` and the API decide
 * exactly as for a query. Only subscriptions: queries and mutations go
 * through POST, where every other limit (cost, timeout) applies. The same
 * parse and validation limits as POST apply here. A socket is a browser
 * session's (its cookie is its credential) unless its `connection_init`
 * payload carries an API token: with `trusted` (GRAPHQL_TRUSTED_DOCUMENTS) a
 * session's socket may run only those documents, a token's any subscription.
 */
export function mountSubscriptions(
  app: FastifyInstance,
  apiUrl: string,
  limits: QueryLimits,
  trusted?: TrustedDocuments,
  proxyTrust: ProxyTrust = () => false,
): void {
  const schema = buildGatewaySchema();
  const { validationRules } = queryLimitOptions(limits);
  const rules: ValidationRule[] = [...specifiedRules, ...((validationRules as ValidationRule[] | undefined) ?? [])];
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const held = new WeakMap<object, Set<string>>();

  useServer<Record<string, unknown> | undefined, { request: IncomingMessage }>(
    {
      schema,
      connectionInitWaitTimeout: 10_000,
      context: (ctx) => {
        const { request } = ctx.extra;
        const authorization = tokenOf(ctx.connectionParams);
        return contextFor(apiUrl, {
          cookie: request.headers.cookie,
          ...(authorization ? { authorization } : {}),
          clientAddress: clientAddressOf(request, proxyTrust),
        });
      },
      onSubscribe: (ctx, id, payload) => {
        const tokenHolder = tokenOf(ctx.connectionParams) !== undefined;
        if (trusted && !tokenHolder && !trusted.has(payload.query)) {
          return refusal(TRUSTED_DOCUMENT_MESSAGE, TRUSTED_DOCUMENT_REQUIRED);
        }
        let document;
        try {
          document = parse(payload.query, { maxTokens: limits.maxTokens });
        } catch (error) {
          return [queryLimitError('tokens', error instanceof Error ? error.message : 'Syntax Error')];
        }
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== 'subscription') {
          return refusal('Only subscriptions go over this socket; send queries and mutations to POST /graphql.');
        }
        const errors = validate(schema, document, rules);
        if (errors.length > 0) return errors;
        const long = longTextError(document, payload.variables);
        if (long) return [long];
        const mine = held.get(ctx) ?? new Set<string>();
        if (mine.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return refusal(
            `A connection holds at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions.`,
            ERROR_KINDS.tooManyRequests.graphql,
          );
        }
        mine.add(id);
        held.set(ctx, mine);
        return {
          schema,
          document,
          variableValues: payload.variables ?? null,
          operationName: payload.operationName ?? null,
        };
      },
      onComplete: (ctx, id) => {
        held.get(ctx)?.delete(id);
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON(), error)),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) }
          : undefined,
    },
    sockets,
  );

  app.server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/graphql' || !sameOrigin(request)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request));
  });
  // Before the server waits for open connections to end: a socket would keep it waiting for ever.
  app.addHook('preClose', async () => {
    for (const client of sockets.clients) client.terminate();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  });
}
