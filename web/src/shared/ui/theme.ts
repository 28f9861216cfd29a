import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { NAVBAR_MIN_HEIGHT } from './shellConstants';

/*
 * Two colour themes (spec 1 §1): staff (root, admin, teacher) and students and
 * parents. Visitors see the staff one. System fonts only: the portal loads
 * nothing from another host, so no web-font links.
 */
/**
 * MUI's default warning orange (#ed6c02) under white text is 3.1:1, below
 * WCAG AA for a status chip's small text (spec 1 §4: Scheduled is warning);
 * this darker amber is 5:1.
 */
const WARNING = { main: '#b45309' };

const shared: ThemeOptions = {
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiAppBar: { styleOverrides: { root: { minHeight: NAVBAR_MIN_HEIGHT, justifyContent: 'center' } } },
  },
};

export const staffTheme = createTheme({
  ...shared,
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#00897b' },
    warning: WARNING,
    background: { default: '#f5f7fa' },
  },
});

export const studentTheme = createTheme({
  ...shared,
  palette: {
    primary: { main: '#6a1b9a' },
    secondary: { main: '#ef6c00' },
    warning: WARNING,
    background: { default: '#fbf7ff' },
  },
  shape: { borderRadius: 12 },
});
