import type { ApolloCache } from '@apollo/client';

/**
 * After an assignment is created, changed or deleted, every cached list of
 * assignments (the dashboards', each group's, with its counts) is dropped,
 * and read afresh by the next page that shows one: a list is ordered and
 * counted by the server, by dates the change may have moved.
 */
export function forgetAssignmentLists(cache: ApolloCache, deletedId?: string): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'assignments' });
  const cached: unknown = cache.extract();
  if (typeof cached === 'object' && cached !== null) {
    for (const id of Object.keys(cached).filter((key) => key.startsWith('Group:'))) {
      cache.evict({ id, fieldName: 'assignments' });
      cache.evict({ id, fieldName: 'assignmentCounts' });
    }
  }
  if (deletedId) cache.evict({ id: cache.identify({ __typename: 'Assignment', id: deletedId }) });
  cache.gc();
}
