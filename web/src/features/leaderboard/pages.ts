import { lazyPage } from '../../app/routing/lazyPage';

/* The leaderboard, a chunk of its own: students reach it from their group, staff from the group's view. */
export const LeaderboardPage = lazyPage(() => import('./LeaderboardPage').then((m) => m.LeaderboardPage));
