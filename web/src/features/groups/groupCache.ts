import { isReference, type ApolloCache, type Reference } from '@apollo/client';

interface CachedEdge {
  __typename?: string;
  node?: Reference | object;
}
interface CachedConnection {
  __typename?: string;
  totalCount?: number;
  edges?: readonly CachedEdge[];
}

const groupRef = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'Group', id });

/**
 * A created group joins every cached list of groups (the tabs, the
 * dashboards), in its place by name as the server orders them, counted in
 * their totals: no list is fetched again for it.
 */
export function addGroupToLists(cache: ApolloCache, id: string): void {
  const ref = groupRef(cache, id);
  if (!ref) return;
  cache.modify<Record<string, CachedConnection>>({
    id: 'ROOT_QUERY',
    fields: {
      groups: (existing, { readField, toReference }) => {
        if (isReference(existing) || !existing.edges) return existing;
        const node = toReference(ref);
        if (!node || existing.edges.some((edge) => isReference(edge.node) && edge.node.__ref === ref)) return existing;
        const name = readField<string>('name', node) ?? '';
        const at = existing.edges.findIndex((edge) => {
          const other = isReference(edge.node) ? readField<string>('name', edge.node) : undefined;
          return other !== undefined && other.localeCompare(name) > 0;
        });
        const edges = [...existing.edges];
        edges.splice(at < 0 ? edges.length : at, 0, { __typename: 'GroupEdge', node });
        return {
          ...existing,
          edges,
          ...(existing.totalCount === undefined ? {} : { totalCount: existing.totalCount + 1 }),
        };
      },
    },
  });
}

/**
 * A deleted group leaves every cached list of groups (counted down), and
 * `group(id)` now reads null for it: the open view then moves on to the first
 * remaining group as it does for any id that names no group (spec 1 §2.7),
 * without asking the server again.
 */
export function forgetGroup(cache: ApolloCache, id: string): void {
  const ref = groupRef(cache, id);
  if (!ref) return;
  cache.modify<Record<string, CachedConnection | Reference | null>>({
    id: 'ROOT_QUERY',
    fields: {
      groups: (existing) => {
        if (!existing || isReference(existing) || !existing.edges) return existing;
        const edges = existing.edges.filter(({ node }) => !(node && isReference(node) && node.__ref === ref));
        const removed = existing.edges.length - edges.length;
        if (removed === 0) return existing;
        return {
          ...existing,
          edges,
          ...(existing.totalCount === undefined ? {} : { totalCount: existing.totalCount - removed }),
        };
      },
      group: (existing) => (existing && isReference(existing) && existing.__ref === ref ? null : existing),
    },
  });
  cache.evict({ id: ref });
  cache.gc();
}

/**
 * The group's student pages as cached leave the cache, as the members have
 * changed: the open view reads its page afresh (filled up from the next one,
 * in the server's order). The rest of the group stays as the answer left it.
 */
export function forgetGroupStudents(cache: ApolloCache, id: string): void {
  const ref = groupRef(cache, id);
  if (ref) cache.evict({ id: ref, fieldName: 'students' });
}
