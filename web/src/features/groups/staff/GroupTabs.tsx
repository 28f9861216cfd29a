import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { viewGroupUrl } from '../urls';

export interface GroupTab {
  id: string;
  name: string;
}

export const GROUP_PANEL_ID = 'group-tabpanel';
export const groupTabId = (groupId: string) => `group-tab-${groupId}`;

/**
 * One tab per group (spec 1 §2.7), each a link to the group's view, so the
 * address always names the group shown. Scrollable, with scroll buttons on a
 * phone too, so any number of groups fits 360 px.
 */
export function GroupTabs({
  groups,
  currentId,
  panelShown,
}: {
  groups: readonly GroupTab[];
  currentId: string;
  /** Whether the current tab's panel is on the page (not while the group loads), for its `aria-controls`. */
  panelShown: boolean;
}) {
  return (
    <Tabs
      value={currentId}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Groups"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {groups.map(({ id, name }) => (
        <Tab
          key={id}
          value={id}
          label={name}
          id={groupTabId(id)}
          aria-controls={panelShown && id === currentId ? GROUP_PANEL_ID : undefined}
          component={RouterLink}
          to={viewGroupUrl(id)}
          sx={{ textTransform: 'none' }}
        />
      ))}
    </Tabs>
  );
}
