import { FAMILY_TEXTS } from '@portal/domain/family-texts';
import { DashboardPanel } from '../../shared/dashboard/DashboardPanel';
import { LinkRequestItems, type LinkRequest } from '../../shared/parent-links/LinkRequestsList';

/**
 * The staff home's parent link requests (issue 36: the school confirms
 * families), each with Approve and Decline: the server lists only those the
 * viewer may decide on, so nothing here is refused.
 */
export function LinkRequestsPanel({ requests }: { requests: readonly LinkRequest[] }) {
  return (
    <DashboardPanel title={FAMILY_TEXTS.requestsTitle} empty={requests.length === 0} emptyText="">
      <LinkRequestItems requests={requests} />
    </DashboardPanel>
  );
}
