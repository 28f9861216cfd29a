// @ts-check
/**
 * Writes the trusted documents: Apollo's persisted query manifest
 * (`{ format, version, operations: [{ id, name, type, body }] }`) of every web
 * operation, `id` being the sha256 of `body`. The gateway runs only these for
 * a browser session when GRAPHQL_TRUSTED_DOCUMENTS is on.
 *
 * `body` must be the text Apollo Client sends, which is not the .graphql file:
 * its cache adds `__typename` to every selection set, and fragments spread
 * from other files come along. So the manifest is made by Apollo's own
 * generator (@apollo/generate-persisted-query-manifest), which runs each
 * document through a real ApolloClient and InMemoryCache and records what
 * reaches the link. It lists the operation first and then its fragments by
 * name; the web client prints them in codegen's order, so the gateway
 * compares documents with their definitions in that same sorted order
 * (gateway/src/trusted-documents/trusted-documents.ts), and web's
 * trusted-documents.test.ts checks what the real client sends against this file.
 *
 * The documents are codegen's own (codegen.yml's glob), so `--check` fails
 * when the manifest is stale, like every other generated file.
 */
import { generatePersistedQueryManifest } from '@apollo/generate-persisted-query-manifest';

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction} */
export async function plugin(_schema, documents) {
  const files = documents.flatMap(({ location }) => (location ? [location] : []));
  const manifest = await generatePersistedQueryManifest({ documents: files }, undefined);
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export default { plugin };
