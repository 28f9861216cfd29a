import { createTheme } from '@mui/material/styles';

/**
 * The staff theme. System fonts only: the portal loads nothing from another
 * host, so no web-font links.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#00897b' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiAppBar: { styleOverrides: { root: { minHeight: 70, justifyContent: 'center' } } },
  },
});
