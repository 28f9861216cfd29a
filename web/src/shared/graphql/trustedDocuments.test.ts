// @vitest-environment node
import type { DocumentNode } from 'graphql';
import { Kind, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import manifest from '../../../../gateway/src/trusted-documents/generated/persisted-query-manifest.json';
import * as generated from '../../generated/documents';
import { ATTEMPT_RECORDED_QUERY } from '../live/liveSocket';
import { createApolloClient } from './createApolloClient';

/*
 * With GRAPHQL_TRUSTED_DOCUMENTS on, the gateway runs for a browser only the
 * documents of its manifest (`npm run codegen`). This sends every generated
 * operation through the portal's real Apollo Client and reads what reaches
 * the network: each must be its manifest document (the gateway takes the
 * fragments in any order), or the page using it would be refused.
 */

interface Sent {
  operationName: string;
  query: string;
}

/** Each definition printed, sorted: the document whatever the order of its fragments. */
const definitionsOf = (text: string) =>
  parse(text)
    .definitions.map((definition) => print(definition))
    .sort();

async function sentBy(document: DocumentNode): Promise<Sent> {
  const sent: Sent[] = [];
  const client = createApolloClient({
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)) as Sent);
      return new Response(JSON.stringify({ data: null }), { headers: { 'content-type': 'application/json' } });
    },
  });
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const request =
    operation?.kind === Kind.OPERATION_DEFINITION && operation.operation === 'mutation'
      ? client.mutate({ mutation: document })
      : client.query({ query: document, fetchPolicy: 'network-only' });
  await request.catch(() => undefined);
  expect(sent).toHaveLength(1);
  return sent[0] as Sent;
}

/** Every generated operation (documents.ts also re-exports hooks and fragments) but the subscription, which the socket sends. */
const operations = Object.entries(generated as Record<string, unknown>).flatMap(([name, value]) => {
  const document = value as Partial<DocumentNode>;
  if (document.kind !== Kind.DOCUMENT) return [];
  const operation = document.definitions?.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return !operation || operation.operation === 'subscription' ? [] : [[name, document as DocumentNode] as const];
});

describe('the trusted documents manifest', () => {
  it('finds the web client’s operations', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(operations)('holds %s as the web client sends it', async (_name, document) => {
    const { operationName, query } = await sentBy(document);
    const trusted = manifest.operations.find((operation) => operation.name === operationName);
    expect(trusted, `${operationName} is not in the manifest: run npm run codegen`).toBeDefined();
    expect(definitionsOf(query)).toEqual(definitionsOf(trusted?.body ?? ''));
  });

  it('holds the live subscription exactly as the socket sends it', () => {
    expect(manifest.operations.find((operation) => operation.name === 'AttemptRecorded')?.body).toBe(
      ATTEMPT_RECORDED_QUERY,
    );
  });
});
