import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { SsoNoticeKind } from './SsoNotice';
import type { SsoProvider } from './sso/ssoProvider';

const SsoNotice = lazy(() => import('./SsoNotice').then((m) => ({ default: m.SsoNotice })));

export interface SingleSignOnButtonProps {
  /** The school's provider; null when none is configured, undefined while the page asks. */
  provider: SsoProvider | null | undefined;
  /** Where to go once signed in (the sign-in page's validated `next`). */
  returnPath: string;
}

/**
 * The alternative sign-in of spec 1 §2.2: off to the identity provider
 * (authorization code flow with PKCE S256, ./sso/ssoClient, loaded on the
 * click). Without a provider it says so instead of leaving a dead button.
 */
export function SingleSignOnButton({ provider, returnPath }: SingleSignOnButtonProps) {
  // Which notice, by name: its text loads with it (SsoNotice), not with the sign-in page.
  const [notice, setNotice] = useState<SsoNoticeKind>();
  const [leaving, setLeaving] = useState(false);

  const start = async (chosen: SsoProvider) => {
    setLeaving(true);
    try {
      const { startSingleSignOn } = await import('./sso/ssoClient');
      await startSingleSignOn(chosen, returnPath);
    } catch (error) {
      console.error('Single sign-on could not start', error);
      setLeaving(false);
      setNotice('providerUnreachable');
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        loading={provider === undefined || leaving}
        onClick={() => {
          if (provider) void start(provider);
          else setNotice('notConfigured');
        }}
      >
        Single Sign-On
      </Button>
      {notice ? (
        <Suspense fallback={null}>
          <SsoNotice kind={notice} />
        </Suspense>
      ) : null}
    </>
  );
}
