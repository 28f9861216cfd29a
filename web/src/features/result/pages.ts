import { lazy, type ComponentType } from 'react';

/*
 * The result area's pages (spec 2 §2), in one chunk (see features/groups/pages.ts
 * for why one rather than one a page). The shell's route table says where each
 * one lives and who may open it.
 */

const page = (load: () => Promise<ComponentType>) => lazy(() => load().then((Page) => ({ default: Page })));
const resultPages = () => import('./ResultPages');

export const AddEvaluationPage = page(() => resultPages().then((m) => m.AddEvaluationPage));
