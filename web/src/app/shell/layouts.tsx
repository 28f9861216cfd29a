import { Box, Button } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, useMatch, useNavigate } from 'react-router-dom';
import { signInPath } from '../../features/auth/urls';
import { PageLoadingBar } from '../../shared/ui/PageLoadingBar';
import { TopBar } from '../../shared/ui/TopBar';
import { TrailBreadcrumbs } from './TrailBreadcrumbs';

/** The route's page, a progress bar while its chunk loads. */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageLoadingBar label="Loading page" />}>
      <Outlet />
    </Suspense>
  );
}

/** Spec 1 §1: while the authentication status loads, only the top bar shows. */
export function LoadingLayout() {
  return <TopBar trail={<TrailBreadcrumbs roles={undefined} />} />;
}

/** Visitors: the top bar with a Sign in button, and the page (landing, sign-in, register). */
export function VisitorLayout() {
  const navigate = useNavigate();
  // The sign-in page is where the button leads: there it would only lead back.
  const onSignIn = useMatch(signInPath) !== null;
  return (
    <>
      <TopBar
        trail={<TrailBreadcrumbs roles={undefined} />}
        actions={
          onSignIn ? undefined : (
            <Button color="inherit" variant="outlined" onClick={() => void navigate(signInPath)} sx={{ flexShrink: 0 }}>
              Sign in
            </Button>
          )
        }
      />
      <Box component="main">
        <PageOutlet />
      </Box>
    </>
  );
}
