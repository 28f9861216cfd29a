import { AppBar, Box, Link, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The portal's top bar: the name, linking home, and whatever actions the caller puts on the right. */
export function TopBar({ children }: { children?: ReactNode }) {
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar>
        <Link component={RouterLink} to="/" color="inherit" underline="none" variant="h6" sx={{ fontWeight: 600 }}>
          Science Portal
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        {children}
      </Toolbar>
    </AppBar>
  );
}
