import { useApolloClient } from '@apollo/client/react';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { SsoNoticeKind } from './SsoNotice';

const SsoNotice = lazy(() => import('./SsoNotice').then((m) => ({ default: m.SsoNotice })));

export interface SingleSignOnButtonProps {
  /** Where to go once signed in (the sign-in page's validated `next`). */
  returnPath: string;
}

/**
 * The alternative sign-in of spec 1 §2.2: off to the identity provider
 * (authorization code flow with PKCE S256, ./sso/ssoClient, loaded on the
 * click, which asks which provider; the sign-in page itself asks nothing, to
 * stay within its JavaScript budget). Without a provider it says so instead
 * of leaving a dead button.
 */
export function SingleSignOnButton({ returnPath }: SingleSignOnButtonProps) {
  // Which notice, by name: its text loads with it (SsoNotice), not with the sign-in page.
  const [notice, setNotice] = useState<SsoNoticeKind>();
  const [leaving, setLeaving] = useState(false);
  const client = useApolloClient();

  const start = async () => {
    setLeaving(true);
    setNotice(undefined);
    try {
      const { startSingleSignOn } = await import('./sso/ssoClient');
      const refused = await startSingleSignOn(client, returnPath);
      if (refused) {
        setLeaving(false);
        setNotice(refused);
      }
    } catch (error) {
      console.error('Single sign-on could not start', error);
      setLeaving(false);
      setNotice('providerUnreachable');
    }
  };

  return (
    <>
      <Button variant="outlined" fullWidth loading={leaving} onClick={() => void start()}>
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
