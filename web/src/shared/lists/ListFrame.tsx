import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LIST_TAB_PANEL_ID, listTabId, ListTabs, type ListTab } from './ListTabs';

export interface ListFrameProps {
  heading: string;
  /** The tab bar's accessible name. */
  tabsLabel: string;
  tabs: readonly ListTab[];
  /** The key of the tab shown. */
  current: string;
  children: ReactNode;
}

/** A page of a tabbed area: its heading, the area's tabs, and the current tab's content. */
export function ListFrame({ heading, tabsLabel, tabs, current, children }: ListFrameProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <ListTabs label={tabsLabel} tabs={tabs} current={current} />
      <div role="tabpanel" id={LIST_TAB_PANEL_ID} aria-labelledby={listTabId(current)}>
        {children}
      </div>
    </Container>
  );
}
