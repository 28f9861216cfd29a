import { can } from '@portal/domain';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../../app/session/AuthProvider';
import { resultGroupsPath } from '../urls';
import { OwnResultPage } from './student/OwnResultPage';
import { ParentResultPage } from './parent/ParentResultPage';

/**
 * /result chooses by role (spec 2 §2): staff go on to the group list, a
 * student sees their own result, a parent a child selector and the chosen
 * child's result. A user holding several roles is taken as the first of
 * those that applies; anyone else (root) goes on as staff do, and the group
 * list's own rule decides what they see.
 */
export function ResultEntryPage() {
  const roles = useAuth().roles ?? [];
  if (can(roles, 'openGroupLists') || can(roles, 'trackResults')) return <Navigate replace to={resultGroupsPath} />;
  if (roles.includes('student')) return <OwnResultPage />;
  if (roles.includes('parent')) return <ParentResultPage />;
  return <Navigate replace to={resultGroupsPath} />;
}
