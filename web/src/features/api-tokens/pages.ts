import { lazy } from 'react';

/* The API tokens page (issue 16, admin), its own chunk. The route table says where it lives and who may open it. */
export const ApiTokensPage = lazy(() => import('./ApiTokensPage').then((m) => ({ default: m.ApiTokensPage })));
