import { lazyPage as page } from '../../app/routing/lazyPage';

/* Track and report's pages, in one chunk (see features/groups/pages.ts for why one rather than one a page). */

const trackPages = () => import('./TrackPages');

export const TrackDashboardPage = page(() => trackPages().then((m) => m.TrackDashboardPage));
export const TrackGroupPage = page(() => trackPages().then((m) => m.TrackGroupPage));
