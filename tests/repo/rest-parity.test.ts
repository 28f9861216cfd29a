import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isInterfaceType, isObjectType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { REST_COUNTERPARTS, type RestCounterpart } from '../../gateway/src/testing/rest-counterparts.js';
import { resolverRestCalls, type ResolverRestCalls } from './resolver-rest-calls.js';

/*
 * REST and GraphQL parity (issue 16): every operation of the REST contract
 * (api/openapi.json) has a GraphQL counterpart, a row of
 * gateway/src/testing/rest-counterparts.ts whose fields are in schema.graphql
 * and whose resolvers make that REST call (read from the gateway's source by
 * resolver-rest-calls.ts), or a reason: a row "| `METHOD /api/v1/…` | why |" of docs/integrators.md.
 * Each check lists every offender at once.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const TABLE = 'gateway/src/testing/rest-counterparts.ts';
const REASONS = 'docs/integrators.md';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function openApiOperations(): string[] {
  const document = JSON.parse(readFileSync(join(ROOT, 'api/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const all = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
  // A path the contract promises with an optional trailing slash (`/groups/`) is the same operation as `/groups`.
  return all.filter((operation) => !(operation.endsWith('/') && all.includes(operation.slice(0, -1))));
}

/** The reasons: the rows "| `METHOD /api/v1/…` | why |" of docs/integrators.md, wherever they stand in it. */
function documentedReasons(): Map<string, string> {
  const reasons = new Map<string, string>();
  for (const line of readFileSync(join(ROOT, REASONS), 'utf8').split('\n')) {
    const match = /^\|\s*`((?:GET|POST|PUT|PATCH|DELETE) \/api\/v1\/[^`]*)`\s*\|(.*)\|\s*$/.exec(line);
    if (match?.[1]) reasons.set(match[1], (match[2] ?? '').trim());
  }
  return reasons;
}

const operations = openApiOperations();
const reasons = documentedReasons();
const rows = Object.entries(REST_COUNTERPARTS) as [string, RestCounterpart][];
const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));
let calls: ResolverRestCalls;

beforeAll(() => {
  calls = resolverRestCalls(join(ROOT, 'gateway'));
}, 120_000);

describe('REST and GraphQL parity', () => {
  it('gives every REST operation a GraphQL counterpart, or a reason in docs', () => {
    expect(operations.length).toBeGreaterThan(50);
    const missing = operations.filter((operation) => !(operation in REST_COUNTERPARTS) && !reasons.has(operation));
    expect(
      missing,
      `REST operations without a GraphQL counterpart: add a row to ${TABLE} naming the fields that serve each (write the fields if there are none), or say why there is none in a row of ${REASONS}`,
    ).toEqual([]);
  });

  it('names only operations the OpenAPI document has, in rows, their `via` and the reasons', () => {
    const named = [
      ...rows.flatMap(([operation, row]) => [operation, ...(row.via ? [row.via] : [])]),
      ...reasons.keys(),
    ];
    expect(
      [...new Set(named.filter((operation) => !operations.includes(operation)))],
      `stale: not in api/openapi.json (${TABLE}, ${REASONS})`,
    ).toEqual([]);
  });

  it('either maps an operation or gives a reason, never both, and a reason says something', () => {
    expect(rows.map(([operation]) => operation).filter((operation) => reasons.has(operation))).toEqual([]);
    expect([...reasons].filter(([, reason]) => reason.length < 20).map(([operation]) => operation)).toEqual([]);
    expect(rows.filter(([, row]) => row.graphql.length === 0).map(([operation]) => operation)).toEqual([]);
  });

  it('names only fields of schema.graphql', () => {
    const absent = rows.flatMap(([operation, row]) =>
      row.graphql
        .filter((name) => {
          const [typeName = '', fieldName = ''] = name.split('.');
          const type = schema.getType(typeName);
          return !((isObjectType(type) || isInterfaceType(type)) && type.getFields()[fieldName]);
        })
        .map((name) => `${operation}: ${name}`),
    );
    expect(absent, 'fields a row names that schema.graphql lacks').toEqual([]);
  });

  it("finds, for every field a row names, a resolver that makes the row's REST call", () => {
    const unserved = rows.flatMap(([operation, row]) => {
      const expected = row.via ?? operation;
      return row.graphql
        .filter((field) => !calls.fields.get(field)?.has(expected))
        .map((field) => {
          const made = [...(calls.fields.get(field) ?? [])].sort().join(', ') || 'none';
          return `${operation}: ${field} never calls ${expected} (its resolver calls: ${made})`;
        });
    });
    expect(unserved).toEqual([]);
  });

  it('reads the path of every REST call of the gateway (a computed path would escape this check)', () => {
    expect(calls.unreadable, 'RestClient calls whose path is not a string literal').toEqual([]);
  });

  it('credits a field only with the calls it can make, through the loaders it names', () => {
    expect(calls.fields.size).toBeGreaterThan(50);
    expect(calls.fields.get('Query.me')).toEqual(new Set(['GET /api/v1/me']));
    expect(calls.fields.get('User.children')).toEqual(new Set(['GET /api/v1/parents/children']));
    expect(calls.fields.get('Subscription.attemptRecorded')).toEqual(
      new Set(['GET /api/v1/auth/status', 'GET /api/v1/events/attempts']),
    );
  });
});
