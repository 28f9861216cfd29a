import type { APIRequestContext } from '@playwright/test';

/** A GraphQL read that answers a real id of the demo school, and where in its answer the id is. */
interface IdSource {
  query: string;
  at: readonly (string | number)[];
}

/**
 * Where the walk finds a concrete value for each route parameter, tried in
 * order as the walking role: a parent opens their child's pages, staff a
 * student of their first group (one a teacher may read the result of and
 * evaluate: the students of the groups they own), else any student of the
 * school. A route with a parameter not named here fails the walk with that
 * name, rather than being walked with a made-up id.
 */
const ID_SOURCES: Record<string, readonly IdSource[]> = {
  userId: [
    {
      query: '{ me { children(first: 1) { edges { node { id } } } } }',
      at: ['me', 'children', 'edges', 0, 'node', 'id'],
    },
    {
      query: '{ groups(first: 1) { edges { node { students(first: 1) { edges { node { id } } } } } } }',
      at: ['groups', 'edges', 0, 'node', 'students', 'edges', 0, 'node', 'id'],
    },
    {
      query: '{ people(role: STUDENT, first: 1) { edges { node { id } } } }',
      at: ['people', 'edges', 0, 'node', 'id'],
    },
  ],
  groupId: [{ query: '{ groups(first: 1) { edges { node { id } } } }', at: ['groups', 'edges', 0, 'node', 'id'] }],
  assignmentId: [
    { query: '{ assignments(first: 1) { edges { node { id } } } }', at: ['assignments', 'edges', 0, 'node', 'id'] },
  ],
  // An activity of that first assignment, else the library's first: the library is the same for everyone.
  questId: [
    {
      query: '{ assignments(first: 1) { edges { node { activities { questId } } } } }',
      at: ['assignments', 'edges', 0, 'node', 'activities', 0, 'questId'],
    },
    {
      query: '{ activities(first: 1) { edges { node { questId } } } }',
      at: ['activities', 'edges', 0, 'node', 'questId'],
    },
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

/** The answers that only say the role may not read that list: the next source, or the next asker, answers. */
const NOT_FOR_THIS_ROLE = new Set<unknown>(['FORBIDDEN', 'NOT_FOUND']);

async function askFor(request: APIRequestContext, sources: readonly IdSource[]): Promise<string | undefined> {
  for (const { query, at } of sources) {
    const answer: unknown = await (await request.post('/graphql', { data: { query } })).json();
    const errors = dig(answer, ['errors']);
    const codes = Array.isArray(errors) ? errors.map((error) => dig(error, ['extensions', 'code'])) : [];
    // Any other error is a query that no longer fits the schema: fail, rather than walk with made-up ids.
    if (codes.some((code) => !NOT_FOR_THIS_ROLE.has(code)))
      throw new Error(`tests/e2e/route-ids.ts: ${query} failed: ${JSON.stringify(errors)}`);
    const id = dig(answer, ['data', ...at]);
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
