import { isReference, type ApolloCache, type Reference } from '@apollo/client';

interface CachedEdge {
  node?: Reference | object;
}
interface CachedConnection {
  totalCount?: number;
  edges?: readonly CachedEdge[];
}

/** The connection without the edges whose node is `ref`, its total counted down by as many. */
function without<T extends CachedConnection | Reference>(existing: T, ref: string | undefined): T {
  if (!ref || isReference(existing) || !existing.edges) return existing;
  const edges = existing.edges.filter(({ node }) => !(node && isReference(node) && node.__ref === ref));
  const removed = existing.edges.length - edges.length;
  return removed === 0
    ? existing
    : {
        ...existing,
        edges,
        ...(existing.totalCount === undefined ? {} : { totalCount: existing.totalCount - removed }),
      };
}

/**
 * A decided link request leaves every cached list that showed it: the viewer's
 * requests to decide on, and the parent's pending children. No page reloads:
 * the mutation's answer says which request it was.
 */
export function forgetLinkRequest(cache: ApolloCache, parentId: string, childId: string): void {
  // The gateway's ParentLink id: the parent's and the child's ids, joined by a colon.
  const linkRef = cache.identify({ __typename: 'ParentLink', id: `${parentId}:${childId}` });
  const childRef = cache.identify({ __typename: 'User', id: childId });
  cache.modify<Record<string, CachedConnection>>({
    id: 'ROOT_QUERY',
    fields: { parentLinkRequests: (existing) => without(existing, linkRef) },
  });
  const parentRef = cache.identify({ __typename: 'User', id: parentId });
  if (parentRef) {
    cache.modify<Record<string, CachedConnection>>({
      id: parentRef,
      fields: { pendingChildren: (existing) => without(existing, childRef) },
    });
  }
}
