import { Box } from '@mui/material';
import type { Role } from '@portal/domain';
import { NAVBAR_MIN_HEIGHT, SIDEBAR_WIDTH } from '../../shared/ui/shellConstants';
import { navEntriesFor } from './navEntries';
import { SidebarEntry } from './SidebarEntry';

/**
 * The signed-in sidebar on a wide window (spec 1 §1); a phone gets the same entries in a drawer (NavDrawer).
 * Its entries stay in view below the sticky top bar however long the page (issue 35), and scroll on their
 * own if the window is shorter than they are.
 */
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
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 0.5,
          position: 'sticky',
          top: NAVBAR_MIN_HEIGHT + 8,
          maxHeight: `calc(100vh - ${NAVBAR_MIN_HEIGHT + 16}px)`,
          overflowY: 'auto',
        }}
      >
        {entries.map((entry) => (
          <li key={entry.path}>
            <SidebarEntry {...entry} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
