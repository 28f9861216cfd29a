import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { NAVBAR_MIN_HEIGHT } from './shellConstants';

/*
 * Two colour themes (spec 1 §1): staff (root, admin, teacher) and students and
 * parents. Visitors see the staff one. System fonts only: the portal loads
 * nothing from another host, so no web-font links.
 */
/** The smallest height of a button or list link on a phone. */
export const PHONE_TARGET_PX = 44;
const phoneTarget = { minHeight: PHONE_TARGET_PX };

const shared: ThemeOptions = {
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiAppBar: { styleOverrides: { root: { minHeight: NAVBAR_MIN_HEIGHT, justifyContent: 'center' } } },
    // An unpressed toggle's text is action.active (54% black): 4.3:1 on the page's grey, under WCAG AA's 4.5:1.
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme }) => ({ color: theme.palette.text.secondary, [theme.breakpoints.down('sm')]: phoneTarget }),
      },
    },
    // On a phone every button and list link is a finger's size (issue 35: at least 44 px, WCAG 2.5.5).
    MuiButton: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: phoneTarget }) } },
    MuiIconButton: {
      styleOverrides: {
        root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { ...phoneTarget, minWidth: PHONE_TARGET_PX } }),
      },
    },
    MuiListItemButton: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: phoneTarget }) } },
  },
};

/** MUI's warning orange carries white text at 3:1; this amber carries it at 5:1 (WCAG AA), as the Scheduled chip needs. */
const warning = { main: '#b45309' };

export const staffTheme = createTheme({
  ...shared,
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#00897b' },
    warning,
    background: { default: '#f5f7fa' },
  },
});

export const studentTheme = createTheme({
  ...shared,
  palette: {
    primary: { main: '#6a1b9a' },
    secondary: { main: '#ef6c00' },
    warning,
    background: { default: '#fbf7ff' },
  },
  shape: { borderRadius: 12 },
});

/**
 * For someone whose system asks for reduced motion (WCAG 2.3.3): transitions
 * and animations end at once (a fade, a ripple, a sliding drawer), and a
 * spinning one plays once rather than forever. CssBaseline's global styles.
 */
export const REDUCED_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const;
