import { mayOpenRoute, type RouteAccess } from '@portal/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { homePath } from '../../features/home/urls';
import { ownChangePasswordPath } from '../../features/people/urls';
import { useAuth } from '../session/AuthProvider';
import { afterSignIn, signInReturningTo } from '../session/returnPath';

/**
 * Spec 1 §2.1: a user not permitted on a route is sent home. A visitor on a
 * page that needs signing in is sent to sign in first and brought back
 * afterwards (issue 9), unless they have just signed out; a signed-in user on a visitors' page (sign-in
 * itself, the moment a sign-in succeeds) goes where its `next` parameter
 * says. The server still decides what data anyone gets.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { loading, roles, signedOut, mustChangePassword } = useAuth();
  const location = useLocation();
  if (loading) return null;
  // Who must change the password the school set sees Change Password and nothing else until then (issue 36).
  if (mustChangePassword && location.pathname !== ownChangePasswordPath) {
    return <Navigate to={ownChangePasswordPath} replace />;
  }
  if (mayOpenRoute(access, roles)) return children;
  // Whoever has just signed out here leaves for home, not for a sign-in form.
  if (roles === undefined) return <Navigate to={signedOut ? homePath : signInReturningTo(location)} replace />;
  return <Navigate to={access.kind === 'unauthenticated' ? afterSignIn(location.search) : homePath} replace />;
}
