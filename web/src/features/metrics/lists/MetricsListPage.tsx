import { useAuth } from '../../../app/session/AuthProvider';
import { ListPage } from '../../../shared/lists/ListPage';
import { metricsListArea } from './metricsListArea';

/** The metrics area's GROUP LIST, STUDENT LIST and group student lists (spec 2 §2). */
export function MetricsListPage() {
  return <ListPage area={metricsListArea(useAuth().roles ?? [])} />;
}
