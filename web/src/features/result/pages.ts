import { lazyPage as page } from '../../app/routing/lazyPage';

/*
 * The result area's pages (spec 2 §2). Three chunks, each loaded when one of
 * its pages is first opened: the reports (the entry, a group's and a
 * student's result), the lists, and the evaluation page. The shell's route
 * table says where each one lives and who may open it.
 */

const reportPages = () => import('./report/ReportPages');
const evaluationPages = () => import('./ResultPages');

export const ResultEntryPage = page(() => reportPages().then((m) => m.ResultEntryPage));
export const GroupResultPage = page(() => reportPages().then((m) => m.GroupResultPage));
export const StudentResultPage = page(() => reportPages().then((m) => m.StudentResultPage));
export const ResultListPage = page(() => import('./lists/ResultListPages').then((m) => m.ResultListPage));
export const AddEvaluationPage = page(() => evaluationPages().then((m) => m.AddEvaluationPage));
