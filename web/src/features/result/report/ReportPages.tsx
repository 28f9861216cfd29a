import { useParams } from 'react-router-dom';
import { GroupResultPage as GroupResult } from './group/GroupResultPage';
import { StudentResultPage as StudentResult } from './student/StudentResultPage';

/*
 * The result report pages (spec 2 §2) in one chunk: the entry by role, a
 * group's result and a student's. They share the summary, lists and cards,
 * and a member of staff goes from one to the other.
 */

export { ResultEntryPage } from './ResultEntryPage';

/** /result/groups/{groupId}. */
export function GroupResultPage() {
  const groupId = useParams().groupId ?? '';
  return <GroupResult key={groupId} groupId={groupId} />;
}

/** /result/view/{userId}. */
export function StudentResultPage() {
  const userId = useParams().userId ?? '';
  return <StudentResult key={userId} userId={userId} />;
}
