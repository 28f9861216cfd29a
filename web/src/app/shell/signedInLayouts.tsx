import { Box, type Theme } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import type { Role } from '@portal/domain';
import { SchoolClockProvider } from '../../shared/dates/SchoolClockProvider';
import { useAuth } from '../session/AuthProvider';
import { LeaveGuardProvider } from '../../shared/leave/LeaveGuardProvider';
import { staffTheme, studentTheme } from '../../shared/ui/theme';
import { TopBar } from '../../shared/ui/TopBar';
import { usePhoneLayout } from '../../shared/ui/usePhoneLayout';
import { AccountMenu } from './AccountMenu';
import { PageOutlet } from './layouts';
import { NavDrawer } from './NavDrawer';
import { Sidebar } from './Sidebar';
import { TrailBreadcrumbs } from './TrailBreadcrumbs';

/*
 * The signed-in shell, a chunk of its own that AppLayout loads lazily: a
 * visitor's first page (landing, sign-in, register) then downloads none of
 * the account menu, drawer, sidebar or their icons (issue 9, JavaScript budget).
 */

/**
 * The signed-in frame both layouts share: the top bar with the account menu,
 * the sidebar and the page; on a phone the sidebar's entries move to a drawer
 * opened from the top bar, and the page takes the whole width.
 */
function SignedInFrame({ roles, theme }: { roles: readonly Role[]; theme: Theme }) {
  const phone = usePhoneLayout();
  // Until the password the school set is changed (issue 36) no way elsewhere is offered: the account menu (sign out) stays.
  const { mustChangePassword } = useAuth();
  const navigation = !mustChangePassword;
  return (
    <ThemeProvider theme={theme}>
      <LeaveGuardProvider>
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
          <TopBar
            menu={phone && navigation ? <NavDrawer roles={roles} /> : undefined}
            trail={navigation ? <TrailBreadcrumbs roles={roles} /> : undefined}
            actions={<AccountMenu />}
          />
          <Box sx={{ display: 'flex', flexGrow: 1 }}>
            {phone || !navigation ? null : <Sidebar roles={roles} />}
            <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
              <SchoolClockProvider roles={roles}>
                <PageOutlet />
              </SchoolClockProvider>
            </Box>
          </Box>
        </Box>
      </LeaveGuardProvider>
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
