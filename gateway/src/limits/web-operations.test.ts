import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  getIntrospectionQuery,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  specifiedRules,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema/build-schema.js';
import { DEFAULT_LIMITS } from './limits-config.js';
import { costOf } from './query-cost.js';
import { queryLimitOptions } from './query-limits.js';

const WEB = fileURLToPath(new URL('../../../web/src', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

/** A value of `type` as large as a page may send: every Int (a page size) at 100. */
function sampleValue(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sampleValue(nullable.ofType)];
  if (isEnumType(nullable)) return nullable.getValues()[0]?.name;
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(Object.values(nullable.getFields()).map((f) => [f.name, sampleValue(f.type)]));
  }
  const samples: Record<string, unknown> = {
    Int: 100,
    Float: 1,
    Boolean: true,
    ID: randomUUID(),
    DateTime: new Date().toISOString(),
  };
  return samples[nullable.name] ?? 'x';
}

function largestVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(schema, definition.type) as GraphQLInputType;
      return [definition.variable.name.value, sampleValue(type)];
    }),
  );
}

/** Each operation as the client sends it: with every fragment it spreads, from whichever file holds it. */
function operationDocuments(files: string[]): [string, string, DocumentNode][] {
  const parsed = files.map((file) => ({ file, source: readFileSync(file, 'utf8') }));
  const definitions = parsed.flatMap(({ source }) => parse(source).definitions);
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return parsed.flatMap(({ file, source }) => {
    const operation = parse(source).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (!operation) return [];
    const needed = new Map<string, DefinitionNode>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !needed.has(spread.name.value)) {
            needed.set(spread.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(operation);
    const text = [source, ...[...needed.values()].map((f) => f.loc?.source.body ?? '')];
    const unique = [...new Set(text)].join('\n');
    return [[file.slice(WEB.length + 1), unique, parse(unique)]];
  });
}

describe('the query limits', () => {
  const schema = buildGatewaySchema();
  const { validationRules } = queryLimitOptions(DEFAULT_LIMITS);
  const operations = operationDocuments(graphqlFiles(WEB));

  it('find the web client’s operations', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(operations)('let the web client’s %s through at its largest page size', (_name, text) => {
    const document: DocumentNode = parse(text, { maxTokens: DEFAULT_LIMITS.maxTokens });
    const rules = [...specifiedRules, ...((validationRules as typeof specifiedRules | undefined) ?? [])];
    expect(validate(schema, document, rules).map((error) => error.message)).toEqual([]);
    // operationDocuments() keeps only the files holding an operation.
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
    const cost = costOf(schema, document, DEFAULT_LIMITS.listCost, largestVariables(schema, operation));
    expect(cost).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
  });
});

describe('GraphiQL', () => {
  it('may still ask for the whole schema (its introspection query passes every limit)', () => {
    const schema = buildGatewaySchema();
    const { validationRules } = queryLimitOptions(DEFAULT_LIMITS);
    const document = parse(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }), {
      maxTokens: DEFAULT_LIMITS.maxTokens,
    });
    const rules = [...specifiedRules, ...((validationRules as typeof specifiedRules | undefined) ?? [])];
    expect(validate(schema, document, rules).map((error) => error.message)).toEqual([]);
    expect(costOf(schema, document, DEFAULT_LIMITS.listCost)).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
  });
});
