import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CAPABILITY_NAMES, ROLES, isCapability, rolesWith } from '@portal/domain';
import { buildSchema, Kind, type FieldDefinitionNode, type GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';

/*
 * README's "Who may do what" table against the one source of role rules,
 * domain/src/capabilities.ts, and the committed schema.graphql. Its
 * "capability" column is `public`, `signed in` or a capability name in
 * backticks; "held by" must be exactly who holds it; and every root GraphQL
 * field the row names must carry the same rule.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const SECTION = '## Who may do what';

interface Row {
  action: string;
  capability: string;
  heldBy: string;
  graphql: string;
}

function tableRows(): Row[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf(SECTION);
  expect(start).toBeGreaterThanOrEqual(0);
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1) >>> 0);
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  const [header = '', , ...body] = lines;
  const columns = cells(header);
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  expect(columns).toEqual(expect.arrayContaining(['action', 'capability', 'held by', 'GraphQL']));
  return body.map(cells).map((row) => ({
    action: at(row, 'action'),
    capability: at(row, 'capability'),
    heldBy: at(row, 'held by'),
    graphql: at(row, 'GraphQL'),
  }));
}

/** The rule a root field carries in the SDL: `public`, `signed in`, the capability, or `none`. */
function ruleOf(field: GraphQLField<unknown, unknown>): string {
  const directives = (field.astNode as FieldDefinitionNode | undefined)?.directives ?? [];
  if (directives.some((d) => d.name.value === 'public')) return 'public';
  const auth = directives.find((d) => d.name.value === 'auth');
  if (!auth) return 'none';
  const requires = auth.arguments?.find((a) => a.name.value === 'requires')?.value;
  return requires?.kind === Kind.STRING ? `\`${requires.value}\`` : 'signed in';
}

const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));
const rootFields = new Map(
  [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    type ? Object.values(type.getFields()).map((field) => [field.name, field] as const) : [],
  ),
);
const HELD_BY: Record<string, string> = { public: 'anybody', 'signed in': 'any signed-in user' };

describe('README "Who may do what"', () => {
  const rows = tableRows();

  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(10);
  });

  it.each(rows)('$action: the capability and who holds it are those of domain/src/capabilities.ts', (row) => {
    const name = row.capability.replace(/^`|`$/g, '');
    if (row.capability in HELD_BY) {
      expect(row.heldBy).toBe(HELD_BY[row.capability]);
      return;
    }
    expect(row.capability).toBe(`\`${name}\``);
    expect(isCapability(name), `${name} is not a capability`).toBe(true);
    if (!isCapability(name)) return;
    const holders = ROLES.filter((role) => rolesWith(name).includes(role));
    expect(row.heldBy).toBe(holders.join(', '));
  });

  it.each(rows)('$action: each root GraphQL field named carries the same rule in schema.graphql', (row) => {
    const named = [...row.graphql.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
    const rootNames = named.filter((name) => /^[a-z]\w*$/.test(name));
    for (const name of rootNames) {
      const field = rootFields.get(name);
      expect(field, `${name} is not a Query, Mutation or Subscription field`).toBeDefined();
      if (field) expect(`${name}: ${ruleOf(field)}`).toBe(`${name}: ${row.capability}`);
    }
  });

  it('lists every capability the gateway requires', () => {
    const inTable = new Set(rows.map((row) => row.capability.replace(/^`|`$/g, '')));
    const sdl = readFileSync(join(ROOT, 'schema.graphql'), 'utf8');
    const required = [...sdl.matchAll(/@auth\(requires: "(\w+)"\)/g)].map((match) => match[1] ?? '');
    expect(required.length).toBeGreaterThan(0);
    expect(required.filter((name) => !inTable.has(name))).toEqual([]);
    expect(required.filter((name) => !(CAPABILITY_NAMES as readonly string[]).includes(name))).toEqual([]);
  });

  it('gives every root GraphQL field a row', () => {
    const named = new Set(rows.flatMap((row) => [...row.graphql.matchAll(/`([^`]+)`/g)].map((m) => m[1])));
    expect([...rootFields.keys()].filter((name) => !named.has(name))).toEqual([]);
  });
});
