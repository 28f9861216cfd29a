// @ts-check
/**
 * Emits one typed hook per operation (`useSignInMutation`, `useHomePageQuery`)
 * for Apollo Client 4. The hooks call our one error-handling wrapper rather
 * than Apollo directly, so every page gets error toasts and session expiry
 * from one place. `@graphql-codegen/typescript-react-apollo` writes Apollo 3
 * hooks, which do not type-check against Apollo Client 4; hence this plugin.
 *
 * It also holds the house rule "one operation per .graphql file, named after
 * the file", so a hook's name always says where its operation lives.
 *
 * Config: `wrapperModule`, the import path of the module exporting
 * `useAppQuery`, `useAppMutation`, `AppQueryOptions` and `AppMutationOptions`;
 * `importOperationTypesFrom`, the namespace the operation types are imported
 * as when they live in another file (set by codegen/per-operation-preset.js).
 */
import { basename, extname } from 'node:path';
import { Kind } from 'graphql';

/** @typedef {{ wrapperModule?: string; importOperationTypesFrom?: string }} HooksConfig */
/** @typedef {import('graphql').OperationDefinitionNode} OperationDefinitionNode */
/** @typedef {import('@graphql-codegen/plugin-helpers').Types.DocumentFile} DocumentFile */

const SUFFIX = { query: 'Query', mutation: 'Mutation' };

/** @param {DocumentFile[]} documents */
function operationsOf(documents) {
  /** @type {{ file: string; operation: OperationDefinitionNode }[]} */
  const found = [];
  for (const { location = '?', document } of documents) {
    const operations = (document?.definitions ?? []).filter((node) => node.kind === Kind.OPERATION_DEFINITION);
    if (operations.length > 1) throw new Error(`${location}: one operation per .graphql file`);
    for (const operation of operations) found.push({ file: location, operation });
  }
  return found;
}

/** A query whose variables include a non-null one without a default needs its options argument. */
function needsVariables(/** @type {OperationDefinitionNode} */ operation) {
  return (operation.variableDefinitions ?? []).some(
    (variable) => variable.type.kind === Kind.NON_NULL_TYPE && variable.defaultValue === undefined,
  );
}

/** @type {import('@graphql-codegen/plugin-helpers').PluginValidateFn<HooksConfig>} */
export function validate(_schema, documents, config) {
  if (!config.wrapperModule) throw new Error('apollo-hooks-plugin: set config.wrapperModule');
  for (const { file, operation } of operationsOf(documents)) {
    const name = operation.name?.value;
    const expected = basename(file, extname(file));
    if (name !== expected) throw new Error(`${file}: the operation must be named ${expected}, after its file`);
    // Other plugins PascalCase the names they emit; a PascalCase name keeps ours equal to theirs.
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`${file}: name the file and operation in PascalCase`);
  }
}

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction<HooksConfig>} */
export function plugin(_schema, documents, config) {
  const types = config.importOperationTypesFrom ? `${config.importOperationTypesFrom}.` : '';
  // A subscription gets its typed document only: it goes over graphql-ws through web/src/shared/live, not an Apollo hook.
  const hooks = operationsOf(documents)
    .filter(({ operation }) => operation.operation !== 'subscription')
    .map(({ operation }) => {
      const kind = operation.operation === 'mutation' ? 'mutation' : 'query';
      const name = `${operation.name?.value}${SUFFIX[kind]}`;
      const type = `${types}${name}`;
      const document = `${operation.name?.value}Document`;
      const generics = `<${type}, ${type}Variables>`;
      if (kind === 'mutation') {
        return [
          `export function use${name}(options?: AppMutationOptions${generics}) {`,
          `  return useAppMutation(${document}, options);`,
          `}`,
        ].join('\n');
      }
      const optional = needsVariables(operation) ? '' : '?';
      return [
        `export function use${name}(options${optional}: AppQueryOptions${generics}) {`,
        `  return useAppQuery(${document}, options);`,
        `}`,
      ].join('\n');
    });
  if (hooks.length === 0) return '';
  // Only what this file's hooks call: a file of its own per operation leaves the other kind unused.
  const kinds = new Set(operationsOf(documents).map(({ operation }) => operation.operation));
  const names = [
    ...(kinds.has('mutation') ? ['useAppMutation', 'type AppMutationOptions'] : []),
    ...(kinds.has('query') ? ['useAppQuery', 'type AppQueryOptions'] : []),
  ].join(', ');
  return { prepend: [`import { ${names} } from '${config.wrapperModule}';`], content: hooks.join('\n\n') + '\n' };
}
