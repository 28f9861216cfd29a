import { Box } from '@mui/material';
import type { Role } from '@portal/domain';
import { SIDEBAR_WIDTH } from '../../shared/ui/shellConstants';
import { navEntriesFor } from './navEntries';
import { SidebarEntry } from './SidebarEntry';

/** The signed-in sidebar on a wide window (spec 1 §1); a phone gets the same entries in a drawer (NavDrawer). */
export function Sidebar({ roles }: { roles: readonly Role[] }) {
  const entries = navEntriesFor(roles);
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        width: SIDEBAR_WIDTH,
        flexShrink: 0,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        py: 1,
        px: 0.75,
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <SidebarEntry {...entry} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
