import MenuIcon from '@mui/icons-material/Menu';
import { Box, ButtonBase, Drawer, IconButton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
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
        <Box component="nav" aria-label="Main" sx={{ py: 1 }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {navEntriesFor(roles).map((entry) => (
              <li key={entry.path}>
                <DrawerEntry {...entry} onChoose={close} />
              </li>
            ))}
          </Box>
        </Box>
      </Drawer>
    </>
  );
}

/*
 * A row built from the sidebar's own pieces (ButtonBase, Typography) rather
 * than MUI's List family, which would add about 2 kB (gzip) to every first
 * visit, sign-in included (tests/e2e/js-budget.spec.ts).
 */
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
    <ButtonBase
      component={RouterLink}
      to={path}
      aria-current={selected ? 'page' : undefined}
      onClick={onChoose}
      sx={(theme) => ({
        display: 'flex',
        justifyContent: 'flex-start',
        gap: 3,
        width: '100%',
        px: 2,
        py: 1.5,
        color: selected ? 'primary.main' : 'text.primary',
        bgcolor: selected ? alpha(theme.palette.primary.main, 0.12) : 'transparent',
        '&:hover, &.Mui-focusVisible': { bgcolor: alpha(theme.palette.primary.main, 0.08) },
      })}
    >
      <Shown sx={{ color: selected ? 'primary.main' : 'text.secondary' }} />
      <Typography sx={{ fontWeight: selected ? 600 : 400 }}>{label}</Typography>
    </ButtonBase>
  );
}
