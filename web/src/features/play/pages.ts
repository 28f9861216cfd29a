import { lazy } from 'react';

/* The activity player, a chunk of its own: only students open it, from an assignment. */
export const PlayActivityPage = lazy(() => import('./PlayActivityPage').then((m) => ({ default: m.PlayActivityPage })));
