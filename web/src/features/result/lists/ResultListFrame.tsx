import { Container, Typography } from '@mui/material';
import { can, type Role } from '@portal/domain';
import type { ReactNode } from 'react';
import { RESULT_TAB_PANEL_ID, resultTabId, ResultTabs, type ResultListTab } from './ResultTabs';

/** A result list page: its heading, the GROUP LIST and STUDENT LIST tabs, and the current tab's list. */
export function ResultListFrame({
  heading,
  tab,
  roles,
  children,
}: {
  heading: string;
  tab: ResultListTab;
  roles: readonly Role[];
  children: ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      {/* The student lists' routes need trackResults (the route table's TRACK). */}
      <ResultTabs current={tab} studentsTab={can(roles, 'trackResults')} />
      <div role="tabpanel" id={RESULT_TAB_PANEL_ID} aria-labelledby={resultTabId(tab)}>
        {children}
      </div>
    </Container>
  );
}
