import { useParams } from 'react-router-dom';
import { AddEvaluationPage as AddEvaluation } from './evaluation/AddEvaluationPage';

/*
 * The result area's pages (spec 2 §2) in one chunk: staff go from the result
 * lists on to a student's result and evaluation pages.
 */

/** /result/evaluate/{userId}: a new student starts from a fresh page, nothing chosen for the last one kept. */
export function AddEvaluationPage() {
  const userId = useParams().userId ?? '';
  return <AddEvaluation key={userId} userId={userId} />;
}
