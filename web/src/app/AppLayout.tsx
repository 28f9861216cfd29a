import { Button, LinearProgress } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../features/auth/AuthProvider';
import { TopBar } from '../shared/ui/TopBar';

/** Spec 1 §1: while the authentication status loads, only the top bar is shown. */
export function AppLayout() {
  const { loading, role, signOut } = useAuth();
  return (
    <>
      <TopBar>
        {!loading && role && (
          <Button color="inherit" onClick={() => void signOut()}>
            Sign out
          </Button>
        )}
      </TopBar>
      {!loading && (
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      )}
    </>
  );
}
