import MenuIcon from '@mui/icons-material/Menu';
import { Box, Drawer, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { Role } from '@portal/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { navEntriesFor, useNavSelected, type NavEntry } from './navEntries';

/** Wide enough for the longest entry (Track and Report) beside its icon, and narrow enough to show the page behind. */
const DRAWER_WIDTH = 264;

/**
 * The main navigation on a phone (issue 9): a menu button in the top bar
 * opens a drawer holding the sidebar's entries, so the page keeps the whole
 * width. Choosing an entry closes it.
 */
export function NavDrawer({ roles }: { roles: readonly Role[] }) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label="Menu"
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer id={drawerId} open={open} onClose={close} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
        <Box component="nav" aria-label="Main">
          <List>
            {navEntriesFor(roles).map((entry) => (
              <DrawerEntry key={entry.path} {...entry} onChoose={close} />
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}

function DrawerEntry({
  path,
  label,
  icon: Icon,
  selectedIcon: SelectedIcon,
  onChoose,
}: NavEntry & { onChoose(): void }) {
  const selected = useNavSelected(path);
  const Shown = selected ? SelectedIcon : Icon;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={path}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onChoose}
      >
        <ListItemIcon sx={{ color: selected ? 'primary.main' : undefined }}>
          <Shown />
        </ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
