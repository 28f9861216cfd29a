import { can } from '@portal/domain';
import { useParams } from 'react-router-dom';
import { useAuth } from '../../app/session/AuthProvider';
import { GroupViewPage } from './staff/GroupViewPage';
import { MyGroupsPage } from './staff/MyGroupsPage';
import { StudentGroupPage } from './student/StudentGroupPage';
import { StudentGroupsPage } from './student/StudentGroupsPage';

/*
 * The groups list and a group's view, for every role, in one chunk: staff
 * opening /groups go on to their first group's view at once. Each page picks
 * the staff page for those who may read a group's students (admins and
 * teachers); students and parents, and root, who sees no group, get the
 * student pages, which never ask for `Group.students` (FORBIDDEN to them).
 */

function useGroupsViewer() {
  const roles = useAuth().roles ?? [];
  return { roles, staff: can(roles, 'readGroupMembers') };
}

/** /groups (spec 1 §2.7, spec 2 §2): staff's My Groups, or the student and parent group list. */
export function GroupsPage() {
  const { roles, staff } = useGroupsViewer();
  return staff ? <MyGroupsPage roles={roles} /> : <StudentGroupsPage />;
}

/** /groups/view/{groupId} (spec 1 §2.7, spec 2 §2): staff's tab of the group, or the student and parent detail. */
export function ViewGroupPage() {
  const { roles, staff } = useGroupsViewer();
  const groupId = useParams().groupId ?? '';
  return staff ? <GroupViewPage groupId={groupId} roles={roles} /> : <StudentGroupPage groupId={groupId} />;
}

export { CreateGroupPage } from './create/CreateGroupPage';
export { EditGroupPage } from './edit/EditGroupPage';
