import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from '../origin/origin-errors.js';

export const PERSISTED_QUERY_MESSAGES = {
  shape: 'extensions.persistedQuery must be {"version": 1, "sha256Hash": "<the SHA-256 of the query, 64 hex digits>"}.',
  mismatch: 'extensions.persistedQuery.sha256Hash is not the SHA-256 of the query.',
} as const;

/**
 * Apollo Server's own refusals of a persisted query, which carry no code (so
 * formatError would mask them as INTERNAL_SERVER_ERROR): their texts, and
 * what the caller is told instead, as BAD_REQUEST.
 */
export const APOLLO_PERSISTED_QUERY_ERRORS: Readonly<Record<string, string>> = {
  'provided sha does not match query': PERSISTED_QUERY_MESSAGES.mismatch,
  'Unsupported persisted query version': PERSISTED_QUERY_MESSAGES.shape,
};

const SHA256_HEX = /^[0-9a-f]{64}$/i;

/** The request's `extensions`: the POST body's, or the GET query string's (JSON text; unreadable JSON is Apollo's to refuse). */
function extensionsOf(request: FastifyRequest): unknown {
  if (request.method === 'POST') return (request.body as { extensions?: unknown } | undefined)?.extensions;
  const text = (request.query as { extensions?: unknown } | undefined)?.extensions;
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Whether a `persistedQuery` extension, when there is one, is `{ version: 1, sha256Hash: <64 hex digits> }`. */
export function isWellFormedPersistedQuery(extensions: unknown): boolean {
  if (!extensions || typeof extensions !== 'object' || !('persistedQuery' in extensions)) return true;
  const persisted = (extensions as { persistedQuery?: unknown }).persistedQuery;
  if (persisted === undefined || persisted === null) return true;
  if (typeof persisted !== 'object') return false;
  const { version, sha256Hash } = persisted as { version?: unknown; sha256Hash?: unknown };
  return version === 1 && typeof sha256Hash === 'string' && SHA256_HEX.test(sha256Hash);
}

/** A /graphql preHandler: a malformed persisted query is BAD_REQUEST, saying its shape, before Apollo sees it. */
export async function refuseMalformedPersistedQuery(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isWellFormedPersistedQuery(extensionsOf(request))) {
    sendFailure(request, reply, 400, PERSISTED_QUERY_MESSAGES.shape);
    return reply;
  }
}
