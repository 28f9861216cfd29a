import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  specifiedRules,
  typeFromAST,
  validate,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './limits-config.js';
import { costOf } from './query-cost.js';
import { queryLimitOptions } from './query-limits.js';

/*
 * The example operations GraphiQL opens with and docs/integrators.md points
 * integrators to (docs/graphql-examples/): each must stay valid against the
 * committed schema and inside the default query limits at its largest page,
 * so a schema change that breaks an example fails `npm test`.
 */

const EXAMPLES = fileURLToPath(new URL('../../../docs/graphql-examples/', import.meta.url));
const SCHEMA = fileURLToPath(new URL('../../../schema.graphql', import.meta.url));

/** A variable's value at its largest: a page size at 100, an id made up, a list of one. */
function largest(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [largest(nullable.ofType)];
  if (isEnumType(nullable)) return nullable.getValues()[0]?.name;
  if (nullable.name === 'Int') return 100;
  if (nullable.name === 'ID') return randomUUID();
  return isNonNullType(type) ? 'x' : null;
}

function variablesOf(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map(({ variable, type }) => [
      variable.name.value,
      largest(typeFromAST(schema, type) as GraphQLInputType),
    ]),
  );
}

const files = readdirSync(EXAMPLES).filter((name) => name.endsWith('.graphql'));

describe('the GraphQL examples for integrators', () => {
  const schema = buildSchema(readFileSync(SCHEMA, 'utf8'));
  const { validationRules } = queryLimitOptions(DEFAULT_LIMITS);
  const rules = [...specifiedRules, ...((validationRules as typeof specifiedRules | undefined) ?? [])];

  it('are the roster export, the results export and the progress feed', () => {
    expect(files.sort()).toEqual(['progress-feed.graphql', 'results-export.graphql', 'roster-export.graphql']);
  });

  it.each(files)('%s is valid against schema.graphql and passes every query limit', (file) => {
    const document = parse(readFileSync(`${EXAMPLES}${file}`, 'utf8'), { maxTokens: DEFAULT_LIMITS.maxTokens });
    expect(validate(schema, document, rules).map((error) => error.message)).toEqual([]);
    const operations = document.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      const name = operation.name?.value;
      const cost = costOf(schema, document, DEFAULT_LIMITS.listCost, variablesOf(schema, operation), name);
      expect({ name, cost }).toEqual({ name, cost: expect.toSatisfy((n: number) => n <= DEFAULT_LIMITS.maxCost) });
    }
  });
});
