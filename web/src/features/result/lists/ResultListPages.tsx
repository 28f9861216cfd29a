import { useMatch, useParams } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { resultGroupsPath } from '../urls';
import { GroupListPanel } from './GroupListPanel';
import { GroupStudentsResultPage } from './GroupStudentsResultPage';
import { RESULTS_TITLE } from './listText';
import { ResultListFrame } from './ResultListFrame';
import { StudentListPanel } from './StudentListPanel';

/**
 * The result lists (spec 2 §2), one page for three routes: /result/groups
 * (GROUP LIST), /result/students (STUDENT LIST) and /result/students/{groupId}
 * (a group's students). One component, so going from tab to tab keeps the
 * page, and focus on the tab clicked; each list is its own, starting afresh.
 */
export function ResultListPage() {
  const roles = useAuth().roles ?? [];
  const groupId = useParams().groupId;
  const onGroups = useMatch(resultGroupsPath) !== null;
  if (groupId !== undefined) return <GroupStudentsResultPage key={groupId} groupId={groupId} roles={roles} />;
  return (
    <ResultListFrame heading={RESULTS_TITLE} tab={onGroups ? 'groups' : 'students'} roles={roles}>
      {onGroups ? <GroupListPanel /> : <StudentListPanel roles={roles} />}
    </ResultListFrame>
  );
}
