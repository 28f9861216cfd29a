import { MESSAGES } from '@portal/domain';
import { SSO_MESSAGES } from '@portal/domain/sso-texts';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSignInWithSsoMutation } from '../../../generated/SignInWithSso';
import { useSingleSignOnProviderQuery } from '../../../generated/SingleSignOnProvider';
import { describeError } from '../../../shared/graphql/errors';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { FormCard } from '../../../shared/ui/FormCard';
import { homePath } from '../../home/urls';
import { useAuth } from '../../../app/session/AuthProvider';
import { toSignedInRoles } from '../../../app/session/authRole';
import { safeReturnPath } from '../../../app/session/returnPath';
import { signInPath } from '../urls';
import type { SsoResult } from './ssoClient';
import { rememberSsoSignOut, type SsoProvider } from '../../../app/session/ssoProvider';

/** Refusals the API words for people (an unknown e-mail, a replay, an unverified token); anything else is the generic text. */
const messageOf = (error: unknown): string => {
  const { code, message } = describeError(error as Error);
  return (code === 'UNAUTHENTICATED' && message) || MESSAGES.generalFailure;
};

/**
 * Where the identity provider sends the browser back (spec 1 §2.2: "A
 * single-sign-on flow signs in automatically using the e-mail in the identity
 * token"): the code is exchanged for the ID token in the browser (PKCE), the
 * API checks the token and starts the usual session, and the user goes on to
 * the page they came for. A refusal is said here, in the API's words, with
 * the way back to the sign-in page.
 */
/** What the callback page does with the ID token: sign in with it, then go on. */
interface Finish {
  signIn(result: SsoResult): Promise<void>;
  goOn(returnPath: string | undefined): Promise<void>;
}

/** Finishes the flow: the failure to show, or undefined once signed in. */
async function finishSignIn(provider: SsoProvider, { signIn, goOn }: Finish): Promise<string | undefined> {
  const { finishSingleSignOn } = await import('./ssoClient');
  let result;
  try {
    result = await finishSingleSignOn(provider);
  } catch (error) {
    // Cancelled or refused at the provider, a stale or replayed link, a token that failed the library's checks.
    console.error('Single sign-on did not finish', error);
    return SSO_MESSAGES.providerRefused;
  }
  try {
    await signIn(result);
  } catch (error) {
    return messageOf(error);
  }
  await goOn(result.returnPath);
  return undefined;
}

export function SsoCallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const page = useSingleSignOnProviderQuery({ fetchPolicy: 'network-only' });
  const [signInWithSso] = useSignInWithSsoMutation({ errorToast: noErrorToast });
  const [failure, setFailure] = useState<string>();
  // The code is good once: React's development double effect must not spend it twice.
  const started = useRef(false);
  const provider = page.dataState === 'complete' ? page.data.singleSignOn : undefined;

  useEffect(() => {
    if (!provider || started.current) return;
    started.current = true;
    void finishSignIn(provider, {
      signIn: async ({ idToken, nonce, endSessionEndpoint }) => {
        const { data } = await signInWithSso({ variables: { input: { idToken, nonce } } });
        if (!data) throw new Error('no answer');
        auth.signedIn(
          toSignedInRoles(data.signInWithSso.role, data.signInWithSso.user.roles),
          data.signInWithSso.mustChangePassword,
        );
        // After signedIn, which forgets any earlier sign-in's: what this one's sign-out needs.
        rememberSsoSignOut({ clientId: provider.clientId, idToken, endSessionEndpoint });
      },
      goOn: (returnPath) =>
        Promise.resolve(navigate(safeReturnPath(returnPath ?? null) ?? homePath, { replace: true })),
    }).then(setFailure);
  }, [provider, auth, navigate, signInWithSso]);

  const shown =
    failure ?? (page.error ? MESSAGES.generalFailure : provider === null ? SSO_MESSAGES.notConfigured : undefined);

  return (
    <FormCard title="Single Sign-On">
      {shown ? (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            {shown}
          </Alert>
          <Button component={RouterLink} to={signInPath} variant="contained">
            Back to Sign In
          </Button>
        </>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Signing you in…</Typography>
        </Box>
      )}
    </FormCard>
  );
}
