import ScienceIcon from '@mui/icons-material/Science';
import { AppBar, Box, Link, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PORTAL_NAME } from '../portal';
import { NAVBAR_MIN_HEIGHT } from './shellConstants';

export interface TopBarProps {
  /** The breadcrumb trail, beside the logo. */
  trail?: ReactNode;
  /** Sign in, or the account menu, on the right. */
  actions?: ReactNode;
}

/** The portal's top bar (spec 1 §1): the logo linking home, the breadcrumb trail and the caller's actions. */
export function TopBar({ trail, actions }: TopBarProps) {
  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ minHeight: NAVBAR_MIN_HEIGHT, gap: 2 }}>
        <Link
          component={RouterLink}
          to="/"
          aria-label={PORTAL_NAME}
          color="inherit"
          underline="none"
          variant="h6"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          <ScienceIcon aria-hidden />
          {/* On a phone the trail needs the room; the icon still links home. */}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {PORTAL_NAME}
          </Box>
        </Link>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex' }}>{trail}</Box>
        {actions}
      </Toolbar>
    </AppBar>
  );
}
