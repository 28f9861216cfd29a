import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AuthProvider } from '../features/auth/AuthProvider';
import { RouteGuard } from '../features/auth/RouteGuard';
import { homePath } from '../features/home/urls';
import { ToastProvider } from '../shared/ui/ToastProvider';
import { theme } from '../shared/ui/theme';
import { AppLayout } from './AppLayout';
import { appRoutes, PORTAL_NAME } from './routes';

export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <AuthProvider>
            <BrowserRouter>
              <Routes>
                <Route element={<AppLayout />}>
                  {appRoutes.map(({ path, title, access, Page }) => (
                    <Route
                      key={path}
                      path={path}
                      element={
                        <RouteGuard access={access}>
                          <title>{`${PORTAL_NAME} - ${title}`}</title>
                          <Page />
                        </RouteGuard>
                      }
                    />
                  ))}
                  {/* Spec 1 §2.1: an unknown path redirects home. */}
                  <Route path="*" element={<Navigate to={homePath} replace />} />
                </Route>
              </Routes>
            </BrowserRouter>
          </AuthProvider>
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
