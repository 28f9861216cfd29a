import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, GlobalStyles } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './session/AuthProvider';
import { ToastProvider } from '../shared/ui/ToastProvider';
import { REDUCED_MOTION, staffTheme } from '../shared/ui/theme';
import { AppRoutes } from './routing/AppRoutes';

/** The portal: data, theme (staff until a student's layout sets its own), toasts, auth state and the router. */
export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={staffTheme}>
        <CssBaseline />
        <GlobalStyles styles={REDUCED_MOTION} />
        <ToastProvider>
          <AuthProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AuthProvider>
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
