import { useAuth } from '../auth/AuthProvider';
import { RegisteredUsersPanel } from '../registered-users/RegisteredUsersPanel';
import { ListFrame } from '../result/lists/ListFrame';
import { METRICS_TABS_LABEL, METRICS_TITLE, metricsTabs } from './lists/metricsListArea';

/** Registered Users (spec 2 §2, root only), the metrics area's last tab. */
export function RegisteredUsersPage() {
  return (
    <ListFrame
      heading={METRICS_TITLE}
      tabsLabel={METRICS_TABS_LABEL}
      tabs={metricsTabs(useAuth().roles ?? [])}
      current="registered-users"
    >
      <RegisteredUsersPanel />
    </ListFrame>
  );
}
