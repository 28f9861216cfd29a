import { useParams } from 'react-router-dom';
import { TrackGroupPage as TrackGroup } from './group/TrackGroupPage';

/*
 * Track and report's pages (spec 1 §2.9) in one chunk: staff go from the
 * dashboard straight on to a group's tracking page.
 */

export { TrackDashboardPage } from './dashboard/TrackDashboardPage';

/** /track-and-report/groups/{groupId}. */
export function TrackGroupPage() {
  const groupId = useParams().groupId ?? '';
  return <TrackGroup key={groupId} groupId={groupId} />;
}
