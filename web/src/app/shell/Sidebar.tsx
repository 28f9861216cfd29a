import { Box } from '@mui/material';
import { mayOpenRoute, type Role } from '@portal/domain';
import { SIDEBAR_WIDTH } from '../../shared/ui/shellConstants';
import { appRoutes } from '../routing/routeTable';
import { SidebarEntry } from './SidebarEntry';

/** The signed-in sidebar (spec 1 §1): the table's `nav` rows, each only if the user's roles may open its route. */
export function Sidebar({ roles }: { roles: readonly Role[] }) {
  const entries = appRoutes.flatMap(({ path, name, access, nav }) =>
    nav && mayOpenRoute(access, roles) ? [{ path, label: name, ...nav }] : [],
  );
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
