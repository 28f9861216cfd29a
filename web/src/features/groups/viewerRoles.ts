import { can, type Role } from '@portal/domain';
import { useAuth } from '../auth/AuthProvider';

/**
 * The signed-in user's roles, and whether they get the staff pages of the
 * groups area: those who may read a group's students (admins and teachers).
 * Students and parents, and root, who sees no group, get the student pages,
 * which never ask for `Group.students` (FORBIDDEN to them).
 */
export function useGroupsViewer(): { roles: readonly Role[]; staff: boolean } {
  const roles = useAuth().roles ?? [];
  return { roles, staff: can(roles, 'readGroupMembers') };
}
