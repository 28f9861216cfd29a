import { useAuth } from '../../app/session/AuthProvider';
import { RegisteredUsersPanel } from './registered-users/RegisteredUsersPanel';
import { ListFrame } from '../../shared/lists/ListFrame';
import { metricsTabs } from './lists/metricsListArea';
import { METRICS_TEXTS } from './metricsTexts';

/** Registered Users (spec 2 §2, root only), the metrics area's last tab. */
export function RegisteredUsersPage() {
  return (
    <ListFrame
      heading={METRICS_TEXTS.metricsTitle}
      tabsLabel={METRICS_TEXTS.tabsLabel}
      tabs={metricsTabs(useAuth().roles ?? [])}
      current="registered-users"
    >
      <RegisteredUsersPanel />
    </ListFrame>
  );
}
