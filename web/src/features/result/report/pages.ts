import { lazy, type ComponentType } from 'react';

/* The result report pages, in one chunk (see features/groups/pages.ts for why one rather than one a page). */

const page = (load: () => Promise<ComponentType>) => lazy(() => load().then((Page) => ({ default: Page })));
const reportPages = () => import('./ReportPages');

export const ResultEntryPage = page(() => reportPages().then((m) => m.ResultEntryPage));
export const GroupResultPage = page(() => reportPages().then((m) => m.GroupResultPage));
export const StudentResultPage = page(() => reportPages().then((m) => m.StudentResultPage));
