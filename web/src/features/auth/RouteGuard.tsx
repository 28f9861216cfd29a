import { mayOpenRoute, type RouteAccess } from '@portal/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { homePath } from '../home/urls';
import { useAuth } from './AuthProvider';

/** Spec 1 §2.1: a user not permitted on a route is sent home. The server still decides what data they get. */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { loading, roles } = useAuth();
  if (loading) return null;
  return mayOpenRoute(access, roles) ? children : <Navigate to={homePath} replace />;
}
