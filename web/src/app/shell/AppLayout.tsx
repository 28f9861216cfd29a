import { isStaffRole } from '@portal/domain';
import { useAuth } from '../../features/auth/AuthProvider';
import { LoadingLayout, StaffLayout, StudentLayout, VisitorLayout } from './layouts';
import { PageTitle } from './PageTitle';
import { useHeadingFocus } from './useHeadingFocus';

/** The one layout route: it picks the shell for the auth state, sets the page title and moves focus to a new page. */
export function AppLayout() {
  useHeadingFocus();
  return (
    <>
      <PageTitle />
      <LayoutForAuth />
    </>
  );
}

function LayoutForAuth() {
  const { loading, role, roles } = useAuth();
  if (loading) return <LoadingLayout />;
  if (!role || !roles) return <VisitorLayout />;
  return isStaffRole(role) ? <StaffLayout roles={roles} /> : <StudentLayout roles={roles} />;
}
