import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BreakingChangeType,
  buildSchema,
  findBreakingChanges,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type BreakingChange,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/*
 * Schema governance (issue 16): integrators build on the released schema
 * (docs/schema/released.graphql), so the schema the gateway prints
 * (schema.graphql) may grow but not break it. graphql-js's own
 * findBreakingChanges judges; the one way to remove a field is to deprecate it
 * in a release first. A release: `npm run schema:release` (docs/integrators.md,
 * "The schema's conventions").
 */
const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => buildSchema(readFileSync(join(ROOT, path), 'utf8'));

/** Whether the released schema had deprecated the field this change removes. */
function deprecatedFirst(released: GraphQLSchema, change: BreakingChange): boolean {
  if (change.type !== BreakingChangeType.FIELD_REMOVED) return false;
  const [typeName, fieldName] = change.description.split(' ')[0]!.split('.');
  const type = released.getType(typeName ?? '');
  if (!(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) return false;
  return Boolean(type.getFields()[fieldName ?? '']?.deprecationReason);
}

/** What would break an integrator's operations, but removals the release announced by deprecation. */
export function unannouncedBreaks(released: GraphQLSchema, current: GraphQLSchema): string[] {
  return findBreakingChanges(released, current)
    .filter((change) => !deprecatedFirst(released, change))
    .map((change) => `${change.type}: ${change.description}`);
}

/** The breaks released on purpose: the first cell of each row of docs/schema/breaking-changes.md's table. */
function declaredBreaks(): Set<string> {
  const text = readFileSync(join(ROOT, 'docs/schema/breaking-changes.md'), 'utf8');
  return new Set([...text.matchAll(/^\| `([^`]+)`\s*\|/gm)].map((match) => match[1] ?? ''));
}

describe('the schema integrators rely on', () => {
  it('breaks nothing of the released schema but the breaks declared with their migration', () => {
    const declared = declaredBreaks();
    const breaks = unannouncedBreaks(read('docs/schema/released.graphql'), read('schema.graphql'));
    expect(breaks.filter((change) => !declared.has(change))).toEqual([]);
  });

  it('declares each break with why and what an integrator does', () => {
    const text = readFileSync(join(ROOT, 'docs/schema/breaking-changes.md'), 'utf8');
    const rows = [...text.matchAll(/^\| `[^`]+`\s*\|(.*)\|(.*)\|$/gm)];
    expect(rows.length).toBe(declaredBreaks().size);
    for (const [, why, what] of rows) {
      expect(why?.trim().length).toBeGreaterThan(5);
      expect(what?.trim().length).toBeGreaterThan(5);
    }
  });

  it('catches a removed field, a changed type and a new required argument, but not a removal deprecated first', () => {
    const released = buildSchema(`
      type Query { a: String, b: Int, c(x: Int): String, gone: String @deprecated(reason: "use a") }
    `);
    const current = buildSchema(`type Query { b: String, c(x: Int, y: Int!): String }`);
    expect(unannouncedBreaks(released, current)).toEqual([
      'FIELD_REMOVED: Query.a was removed.',
      'FIELD_CHANGED_KIND: Query.b changed type from Int to String.',
      'REQUIRED_ARG_ADDED: A required arg y on Query.c was added.',
    ]);
  });
});
