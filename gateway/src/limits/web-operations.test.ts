import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema/build-schema.js';
import { DEFAULT_LIMITS } from './limits-config.js';
import { costOf } from './query-cost.js';
import { queryLimitOptions } from './query-limits.js';

/**
 * The web client's operations exactly as it sends them: the persisted-query
 * manifest codegen writes from web/src's .graphql files, with the fragments
 * each spreads and the `__typename` Apollo Client adds to every selection
 * (they count towards the cost: a page within the limit in its .graphql file
 * could still be refused as sent).
 */
const MANIFEST = fileURLToPath(
  new URL('../trusted-documents/generated/persisted-query-manifest.json', import.meta.url),
);

function sentOperations(): [string, string][] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as {
    operations: { name: string; type: string; body: string }[];
  };
  return manifest.operations.map((operation) => [operation.name, operation.body]);
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

describe('the query limits', () => {
  const schema = buildGatewaySchema();
  const { validationRules } = queryLimitOptions(DEFAULT_LIMITS);
  const operations = sentOperations();

  it('find the web client’s operations', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(operations)('let the web client’s %s through as sent, at its largest page size', (_name, text) => {
    const document: DocumentNode = parse(text, { maxTokens: DEFAULT_LIMITS.maxTokens });
    const rules = [...specifiedRules, ...((validationRules as typeof specifiedRules | undefined) ?? [])];
    expect(validate(schema, document, rules).map((error) => error.message)).toEqual([]);
    // Each body of the manifest holds one operation.
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
