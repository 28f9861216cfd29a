import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { resultGroupsPath, resultStudentsPath } from '../urls';

export type ResultListTab = 'groups' | 'students';

export const RESULT_TAB_PANEL_ID = 'result-list-tabpanel';
export const resultTabId = (tab: ResultListTab) => `result-list-tab-${tab}`;

const TABS: readonly { tab: ResultListTab; label: string; to: string }[] = [
  { tab: 'groups', label: 'GROUP LIST', to: resultGroupsPath },
  { tab: 'students', label: 'STUDENT LIST', to: resultStudentsPath },
];

/**
 * Spec 2 §2's two tabs, each a link to its list, so the address always says
 * which list is shown (and a reload or a shared link opens it). Root may open
 * the group list only (spec 2 §6), so sees no STUDENT LIST tab.
 */
export function ResultTabs({ current, studentsTab }: { current: ResultListTab; studentsTab: boolean }) {
  const shown = TABS.filter(({ tab }) => tab !== 'students' || studentsTab);
  return (
    <Tabs value={current} aria-label="Result lists" sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      {shown.map(({ tab, label, to }) => (
        <Tab
          key={tab}
          value={tab}
          label={label}
          id={resultTabId(tab)}
          aria-controls={tab === current ? RESULT_TAB_PANEL_ID : undefined}
          component={RouterLink}
          to={to}
        />
      ))}
    </Tabs>
  );
}
