// @ts-check
/**
 * Splits web's generated code so a page's bundle holds only its own
 * operations (issue 9, JavaScript budget). One generated file per .graphql
 * file would otherwise put every page's documents in the chunk the entry
 * shares, as soon as two chunks import it.
 *
 * Into the output folder (`generated/`) it writes:
 * - `graphql.ts`: every type (inputs, enums, results, variables, fragments),
 *   all erased at build time, so any file may import them;
 * - `<Operation>.ts` for each .graphql file holding an operation: its
 *   document, with the fragments it spreads inlined, and its typed hook;
 * - `documents.ts`: every document, re-exported for the typed fake gateway of
 *   web's tests (the app never imports it).
 *
 * The output's `plugins` list the types plugin (`typescript-operations`)
 * first; every other plugin runs once per operation file.
 */
import { basename, extname, join } from 'node:path';
import { Kind } from 'graphql';

/** @typedef {import('@graphql-codegen/plugin-helpers').Types.PresetFnArgs<{}>} PresetArgs */
/** @typedef {import('@graphql-codegen/plugin-helpers').Types.GenerateOptions} GenerateOptions */
/** @typedef {import('@graphql-codegen/plugin-helpers').Types.DocumentFile} DocumentFile */

const TYPES_FILE = 'graphql';
const INDEX_FILE = 'documents';

/** @param {DocumentFile} file */
const definitionsOf = (file) => file.document?.definitions ?? [];

/** @param {string} content a plugin that writes fixed text: the imports and the test index. */
function fixedText(content) {
  return { plugin: () => content };
}

/** @type {import('@graphql-codegen/plugin-helpers').Types.OutputPreset<{}>} */
export const preset = {
  buildGeneratesSection(options) {
    const [typesPlugin, ...perOperationPlugins] = options.plugins;
    if (!typesPlugin) throw new Error('per-operation-preset: list the types plugin first');

    /** Every fragment, for inlining into the operations that spread it from another file. */
    const fragments = options.documents.flatMap((file) =>
      definitionsOf(file)
        .filter((node) => node.kind === Kind.FRAGMENT_DEFINITION)
        .map((node) => ({ node, name: node.name.value, onType: node.typeCondition.name.value, isExternal: true })),
    );
    const operationFiles = options.documents.filter((file) =>
      definitionsOf(file).some((node) => node.kind === Kind.OPERATION_DEFINITION),
    );
    const moduleNameOf = (/** @type {DocumentFile} */ file) => {
      const location = file.location ?? '?';
      return basename(location, extname(location));
    };

    /** @type {GenerateOptions} */
    const types = { ...options, filename: join(options.baseOutputDir, `${TYPES_FILE}.ts`), plugins: [typesPlugin] };

    const typesImport = `import type * as Types from './${TYPES_FILE}';\n`;
    /** @type {GenerateOptions[]} */
    const perOperation = operationFiles.map((file) => {
      const own = new Set(
        definitionsOf(file).flatMap((node) => (node.kind === Kind.FRAGMENT_DEFINITION ? [node.name.value] : [])),
      );
      return {
        ...options,
        filename: join(options.baseOutputDir, `${moduleNameOf(file)}.ts`),
        documents: [file],
        plugins: [{ 'portal-types-import': {} }, ...perOperationPlugins],
        pluginMap: { ...options.pluginMap, 'portal-types-import': fixedText(typesImport) },
        // Every name the operation uses lives in graphql.ts; the document inlines the fragments it spreads.
        config: {
          ...options.config,
          importOperationTypesFrom: 'Types',
          documentMode: 'documentNode',
          externalFragments: fragments.filter(({ name }) => !own.has(name)),
        },
        // The whole set was validated against the schema for graphql.ts; alone, a file lacks the fragments it spreads.
        skipDocumentsValidation: true,
      };
    });

    const index = operationFiles.map((file) => `export * from './${moduleNameOf(file)}';`).join('\n') + '\n';
    /** @type {GenerateOptions} */
    const documentsIndex = {
      ...options,
      filename: join(options.baseOutputDir, `${INDEX_FILE}.ts`),
      documents: [],
      plugins: [{ 'portal-documents-index': {} }],
      pluginMap: { 'portal-documents-index': fixedText(index) },
    };

    return [types, ...perOperation, documentsIndex];
  },
};
