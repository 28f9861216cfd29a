import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** One tab of a list area: a link to its page. */
export interface ListTab {
  key: string;
  label: string;
  to: string;
}

export const LIST_TAB_PANEL_ID = 'list-tabpanel';
export const listTabId = (key: string) => `list-tab-${key}`;

/**
 * An area's tabs (spec 2 §2: GROUP LIST and STUDENT LIST in the result area,
 * and School Metrics and Registered Users beside them in the metrics area),
 * each a link to its page, so the address always says which tab is shown
 * (and a reload or a shared link opens it). The area leaves out the tabs the
 * caller's roles may not open.
 */
export function ListTabs({ label, tabs, current }: { label: string; tabs: readonly ListTab[]; current: string }) {
  return (
    <Tabs
      value={current}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {tabs.map(({ key, label: text, to }) => (
        <Tab
          key={key}
          value={key}
          label={text}
          id={listTabId(key)}
          aria-controls={key === current ? LIST_TAB_PANEL_ID : undefined}
          component={RouterLink}
          to={to}
        />
      ))}
    </Tabs>
  );
}
