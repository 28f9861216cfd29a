import { Box, Button, LinearProgress, ThemeProvider, type Theme } from '@mui/material';
import type { Role } from '@portal/domain';
import { Suspense } from 'react';
import { Outlet, useMatch, useNavigate } from 'react-router-dom';
import { signInPath } from '../../features/auth/urls';
import { staffTheme, studentTheme } from '../../shared/ui/theme';
import { TopBar } from '../../shared/ui/TopBar';
import { usePhoneLayout } from '../../shared/ui/usePhoneLayout';
import { AccountMenu } from './AccountMenu';
import { NavDrawer } from './NavDrawer';
import { Sidebar } from './Sidebar';
import { TrailBreadcrumbs } from './TrailBreadcrumbs';

function PageOutlet() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
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

/**
 * The signed-in frame both layouts share: the top bar with the account menu,
 * the sidebar and the page; on a phone the sidebar's entries move to a drawer
 * opened from the top bar, and the page takes the whole width.
 */
function SignedInFrame({ roles, theme }: { roles: readonly Role[]; theme: Theme }) {
  const phone = usePhoneLayout();
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
        <TopBar
          menu={phone ? <NavDrawer roles={roles} /> : undefined}
          trail={<TrailBreadcrumbs roles={roles} />}
          actions={<AccountMenu />}
        />
        <Box sx={{ display: 'flex', flexGrow: 1 }}>
          {phone ? null : <Sidebar roles={roles} />}
          <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
            <PageOutlet />
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}

/** Root, admin and teacher (spec 1 §1, spec 2 §1). */
export function StaffLayout({ roles }: { roles: readonly Role[] }) {
  return <SignedInFrame roles={roles} theme={staffTheme} />;
}

/** Students and parents: their own layout with its own colour theme (spec 1 §1). */
export function StudentLayout({ roles }: { roles: readonly Role[] }) {
  return <SignedInFrame roles={roles} theme={studentTheme} />;
}
