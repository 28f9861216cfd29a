import { isStaffRole } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { useAuth } from '../session/AuthProvider';
import { LoadingLayout, VisitorLayout } from './layouts';
import { PageTitle } from './PageTitle';
import { useHeadingFocus } from './useHeadingFocus';

/* Loaded on a signed-in user's first page only: a visitor never needs the signed-in shell. */
export const loadSignedInFrame = () => import('./signedInLayouts');
const StaffLayout = lazy(() => loadSignedInFrame().then((m) => ({ default: m.StaffLayout })));
const StudentLayout = lazy(() => loadSignedInFrame().then((m) => ({ default: m.StudentLayout })));

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
  // Spec 1 §1's loading state (the top bar alone) until the shell's chunk is in.
  return (
    <Suspense fallback={<LoadingLayout />}>
      {isStaffRole(role) ? <StaffLayout roles={roles} /> : <StudentLayout roles={roles} />}
    </Suspense>
  );
}
