import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';

export { SSO_NOT_CONFIGURED } from './ssoMessages';

const SsoNotice = lazy(() => import('./SsoNotice').then((m) => ({ default: m.SsoNotice })));

/**
 * The alternative sign-in of spec 1 §2.2. No identity provider is configured
 * in this slice, so it says so instead of leaving the user at a dead button.
 */
export function SingleSignOnButton() {
  const [explained, setExplained] = useState(false);
  return (
    <>
      <Button variant="outlined" fullWidth onClick={() => setExplained(true)}>
        Single Sign-On
      </Button>
      {explained ? (
        <Suspense fallback={null}>
          <SsoNotice />
        </Suspense>
      ) : null}
    </>
  );
}
