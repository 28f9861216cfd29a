import { lazy } from 'react';

/* The School settings page (issue 34, admin), its own chunk. The route table says where it lives and who may open it. */
export const SchoolSettingsPage = lazy(() =>
  import('./SchoolSettingsPage').then((m) => ({ default: m.SchoolSettingsPage })),
);
