import { can } from '@portal/domain';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../app/session/AuthProvider';
import { OwnMetricsPage } from './student/OwnMetricsPage';
import { ParentMetricsPage } from './student/ParentMetricsPage';
import { metricsGroupsPath, schoolMetricsPath } from './urls';

/**
 * /metrics chooses by role (spec 2 §2), as /result does: staff go on to School
 * Metrics (the metrics home with its Teacher Metrics toggle), a student sees
 * their own metrics, a parent a child selector and the chosen child's.
 * Anyone else (root) goes on to the GROUP LIST, the tab root may open.
 */
export function MetricsEntryPage() {
  const roles = useAuth().roles ?? [];
  if (can(roles, 'readSchoolMetrics')) return <Navigate replace to={schoolMetricsPath} />;
  if (roles.includes('student')) return <OwnMetricsPage />;
  if (roles.includes('parent')) return <ParentMetricsPage />;
  return <Navigate replace to={metricsGroupsPath} />;
}
