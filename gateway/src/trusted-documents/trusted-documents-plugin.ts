import { isBearerHeader } from '@portal/domain';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import {
  InMemoryLRUCache,
  PrefixingKeyValueCache,
  type KeyValueCache,
  type KeyValueCacheSetOptions,
} from '@apollo/utils.keyvaluecache';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context/context.js';
import type { TrustedDocuments } from './trusted-documents.js';

/** The `extensions.code` of a browser session's request for an operation that is not the web client's. */
export const TRUSTED_DOCUMENT_REQUIRED = 'TRUSTED_DOCUMENT_REQUIRED';

/** Why, and what an integrator does instead. */
export const TRUSTED_DOCUMENT_MESSAGE =
  'This portal runs only its own web pages’ operations for a signed-in browser. ' +
  'To send your own queries, use an API token: send it as "Authorization: Bearer <token>" (in GraphiQL, under Headers).';

/** The refusal, before anything runs: 400, as for a query limit. */
export function untrustedDocumentError(): GraphQLError {
  return new GraphQLError(TRUSTED_DOCUMENT_MESSAGE, {
    extensions: { code: TRUSTED_DOCUMENT_REQUIRED, http: { status: 400, headers: new HeaderMap() } },
  });
}

/**
 * Apollo Server's persisted query cache (automatic persisted queries: a
 * request may name its document by `extensions.persistedQuery.sha256Hash`
 * alone): the web client's documents are always there, by their manifest id;
 * documents others register by sending hash and text live in an LRU beside
 * them. Keys are the bare hashes: this cache serves persisted queries only.
 */
export function persistedQueryCache(trusted: TrustedDocuments): KeyValueCache<string> {
  const registered = new InMemoryLRUCache<string>();
  const cache: KeyValueCache<string> = {
    async get(key) {
      return trusted.bodyOf(key) ?? registered.get(key);
    },
    async set(key: string, value: string, options?: KeyValueCacheSetOptions) {
      await registered.set(key, value, options);
    },
    async delete(key) {
      return registered.delete(key);
    },
  };
  return PrefixingKeyValueCache.cacheDangerouslyDoesNotNeedPrefixesForIsolation(cache);
}

/**
 * Trusted documents: a request without `Authorization: Bearer` (a browser
 * session, or a visitor) may run only a document of the web client, by hash
 * or in full; anything else is refused before it runs, so before any REST
 * call. The check waits for didResolveOperation, the first hook whose error
 * Apollo answers as the caller's (400) rather than as its own failure (500);
 * the document has then passed the parse and validation limits, which bound
 * what an untrusted one costs.
 */
export function trustedDocumentsPlugin(trusted: TrustedDocuments): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ request }) {
      // A token holder: any operation, within the query limits (the API decides whether the token is good).
      if (isBearerHeader(request.http?.headers.get('authorization'))) return;
      return {
        async didResolveOperation({ source, queryHash }) {
          if (!trusted.has(source, queryHash)) throw untrustedDocumentError();
        },
      };
    },
  };
}
