import { lazy } from 'react';

/*
 * The result lists (spec 2 §2: GROUP LIST, STUDENT LIST and a group's
 * students), one chunk for their three routes: staff go from one to the other.
 */

export const ResultListPage = lazy(() => import('./ResultListPages').then((m) => ({ default: m.ResultListPage })));
