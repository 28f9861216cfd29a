import type { APIRequestContext } from '@playwright/test';

/** A GraphQL read that answers a real id of the demo school, and where in its answer the id is. */
interface IdSource {
  query: string;
  at: readonly (string | number)[];
}

/**
 * Where the walk finds a concrete value for each route parameter, tried in
 * order as the walking role: a parent opens their child's pages, staff any
 * student of the school. A route with a parameter not named here fails the
 * walk with that name, rather than being walked with a made-up id.
 */
const ID_SOURCES: Record<string, readonly IdSource[]> = {
  userId: [
    { query: '{ me { children { id } } }', at: ['me', 'children', 0, 'id'] },
    {
      query: '{ people(role: STUDENT, first: 1) { edges { node { id } } } }',
      at: ['people', 'edges', 0, 'node', 'id'],
    },
  ],
  groupId: [{ query: '{ groups(first: 1) { edges { node { id } } } }', at: ['groups', 'edges', 0, 'node', 'id'] }],
  assignmentId: [
    { query: '{ assignments(first: 1) { edges { node { id } } } }', at: ['assignments', 'edges', 0, 'node', 'id'] },
  ],
};

function dig(value: unknown, at: readonly (string | number)[]): unknown {
  let here = value;
  for (const key of at) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

/** The ids found so far, by asker and parameter: the walk only reads, so they stay valid. */
const found = new WeakMap<APIRequestContext, Map<string, Promise<string | undefined>>>();

function firstId(request: APIRequestContext, name: string, sources: readonly IdSource[]): Promise<string | undefined> {
  const known = found.get(request) ?? new Map<string, Promise<string | undefined>>();
  found.set(request, known);
  const id = known.get(name) ?? askFor(request, sources);
  known.set(name, id);
  return id;
}

async function askFor(request: APIRequestContext, sources: readonly IdSource[]): Promise<string | undefined> {
  for (const { query, at } of sources) {
    const response = await request.post('/graphql', { data: { query } });
    // A role that may not read a list gets an error for it: the next source, or the next asker, answers.
    const id = dig(await response.json(), ['data', ...at]);
    if (typeof id === 'string' && id !== '') return id;
  }
  return undefined;
}

/** A well-formed id that names nothing: what a parameter gets where the demo data holds none of its kind. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export interface ConcretePath {
  path: string;
  /** The parameters no asker had a real id for, which name nothing (the demo school has no assignment). */
  standIns: string[];
}

/**
 * The route's pattern with each parameter replaced by a real id, asked of
 * each of `askers` in turn (the walking role first; another role's view of
 * the school where the walker sees none, as root sees no group).
 */
export async function concretePath(pattern: string, askers: readonly APIRequestContext[]): Promise<ConcretePath> {
  const standIns: string[] = [];
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const name = segment.slice(1);
    const sources = ID_SOURCES[name];
    if (!sources) throw new Error(`The route walk has no source of ids for :${name} (tests/e2e/route-ids.ts)`);
    let id: string | undefined;
    for (const asker of askers) {
      id = await firstId(asker, name, sources);
      if (id) break;
    }
    if (!id) standIns.push(name);
    segments.push(encodeURIComponent(id ?? UNKNOWN_ID));
  }
  return { path: segments.join('/'), standIns };
}
