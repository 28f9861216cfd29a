import ScienceIcon from '@mui/icons-material/Science';
import { AppBar, Box, Link, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PORTAL_NAME } from '../portal';
import { NAVBAR_MIN_HEIGHT, PHONE_TOOLBAR_HEIGHT } from './shellConstants';
import { usePhoneLayout } from './usePhoneLayout';

export interface TopBarProps {
  /** The breadcrumb trail: beside the logo, or on a phone on a row of its own below it. */
  trail?: ReactNode;
  /** Sign in, or the account menu, on the right. */
  actions?: ReactNode;
  /** The phone's menu button, before the logo. */
  menu?: ReactNode;
}

/** The portal's top bar (spec 1 §1): the logo linking home, the breadcrumb trail and the caller's actions. */
export function TopBar({ trail, actions, menu }: TopBarProps) {
  const phone = usePhoneLayout();
  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ minHeight: phone ? PHONE_TOOLBAR_HEIGHT : NAVBAR_MIN_HEIGHT, gap: phone ? 1 : 2 }}>
        {menu}
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
          {PORTAL_NAME}
        </Link>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex' }}>{phone ? null : trail}</Box>
        {actions}
      </Toolbar>
      {/* A phone's row is too narrow for the trail beside the logo: it gets the whole width below. */}
      {phone && trail ? <Box sx={{ px: 2, pb: 1, '&:empty': { display: 'none' } }}>{trail}</Box> : null}
    </AppBar>
  );
}
