import { useLocation } from 'react-router-dom';
import { PORTAL_NAME } from '../../shared/portal';
import { breadcrumbsFor } from '../routing/matching';

/** Spec 1 §2.1: the document title is the portal's short name and the last breadcrumb ("Science Portal - Home"). */
export function PageTitle() {
  const last = breadcrumbsFor(useLocation().pathname).at(-1);
  return <title>{last ? `${PORTAL_NAME} - ${last.name}` : PORTAL_NAME}</title>;
}
