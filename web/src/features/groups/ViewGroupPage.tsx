import { useParams } from 'react-router-dom';
import { GroupViewPage } from './staff/GroupViewPage';
import { StudentGroupPage } from './student/StudentGroupPage';
import { useGroupsViewer } from './viewerRoles';

/** /groups/view/{groupId} (spec 1 §2.7, spec 2 §2): staff's tab of the group, or the student and parent detail. */
export function ViewGroupPage() {
  const { roles, staff } = useGroupsViewer();
  const groupId = useParams().groupId ?? '';
  return staff ? <GroupViewPage groupId={groupId} roles={roles} /> : <StudentGroupPage groupId={groupId} />;
}
