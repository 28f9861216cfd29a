import { lazy } from 'react';

/* The leaderboard, a chunk of its own: students reach it from their group, staff from the group's view. */
export const LeaderboardPage = lazy(() => import('./LeaderboardPage').then((m) => ({ default: m.LeaderboardPage })));
