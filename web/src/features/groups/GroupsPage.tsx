import { MyGroupsPage } from './staff/MyGroupsPage';
import { StudentGroupsPage } from './student/StudentGroupsPage';
import { useGroupsViewer } from './viewerRoles';

/** /groups (spec 1 §2.7, spec 2 §2): staff's My Groups, or the student and parent group list. */
export function GroupsPage() {
  const { roles, staff } = useGroupsViewer();
  return staff ? <MyGroupsPage roles={roles} /> : <StudentGroupsPage />;
}
