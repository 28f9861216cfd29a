import type { ApolloCache, Reference } from '@apollo/client';
import type { AttemptEvent } from '../../shared/live/useLiveAttempts';

interface StoredEdge {
  __typename: string;
  node: Reference;
}

interface StoredBoard {
  __typename: string;
  totalCount: number;
  edges: StoredEdge[];
}

/**
 * An attempt's event moves leaderboard entries (their rank and score, already
 * written to the cache by useLiveAttempts): this puts the board shown of the
 * assignment back in rank order, equal ranks in the order they were (the
 * server's name order), and brings in a student who climbed into the first
 * page shown (a group larger than it), the last one shown making way.
 */
export function placeMovedEntries(event: AttemptEvent, cache: ApolloCache): void {
  if (event.leaderboard.length === 0) return;
  cache.modify({
    id: cache.identify({ __typename: 'Assignment', id: event.assignmentId }),
    fields: {
      leaderboard(existing, { readField, toReference }) {
        const board = existing as StoredBoard;
        const rankOf = (edge: StoredEdge) => readField<number>('rank', edge.node) ?? Number.POSITIVE_INFINITY;
        const shown = new Set(board.edges.map((edge) => readField<string>('userId', edge.node)));
        const lastRank = Math.max(0, ...board.edges.map(rankOf));
        const edgeTypename = board.edges[0]?.__typename ?? 'LeaderboardEntryEdge';
        const climbed =
          board.edges.length < board.totalCount
            ? event.leaderboard.filter((entry) => !shown.has(entry.userId) && entry.rank <= lastRank)
            : [];
        const edges = [
          ...board.edges,
          ...climbed.flatMap((entry) => {
            const node = toReference({ __typename: 'LeaderboardEntry', id: entry.id });
            return node ? [{ __typename: edgeTypename, node }] : [];
          }),
        ];
        // Stable: equal ranks keep the order they were shown in.
        edges.sort((a, b) => rankOf(a) - rankOf(b));
        return { ...board, edges: edges.slice(0, board.edges.length) };
      },
    },
  });
}
