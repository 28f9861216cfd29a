import { useAuth } from '../../../app/session/AuthProvider';
import { ListPage } from '../../../shared/lists/ListPage';
import { resultListArea } from './resultListArea';

/** The result area's lists: GROUP LIST and STUDENT LIST, whose rows download their reports. */
export function ResultListPage() {
  return <ListPage area={resultListArea(useAuth().roles ?? [])} />;
}
