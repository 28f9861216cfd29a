import { Box, Button, Link, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { SIGN_IN_CARD_TEXTS as TEXTS } from '@portal/domain/sign-in-card-texts';
import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/session/AuthProvider';
import { toSignedInRoles } from '../../app/session/authRole';
import type { SignInWithCardMutation } from '../../generated/graphql';
import { useSignInWithCardMutation } from '../../generated/SignInWithCard';
import { describeError, FORBIDDEN, TOO_MANY_REQUESTS, UNAUTHENTICATED } from '../../shared/graphql/errors';
import type { ErrorToast } from '../../shared/graphql/operationHooks';
import { FormCard } from '../../shared/ui/FormCard';
import { TextInput } from '../../shared/ui/TextInput';
import { homePath } from '../home/urls';
import { signInPath } from '../auth/urls';
import { cardCodeFromScan, tokenOfHash } from './cardFromScan';
import { useHasCamera } from './useHasCamera';

/* The scanner and its library load only when a student chooses to scan. */
const CardScanner = lazy(() => import('./CardScanner'));

/** The server's refusals the page shows in the form (a wrong code, cards off, too many tries); any other toasts. */
const REFUSALS: readonly (string | undefined)[] = [UNAUTHENTICATED, FORBIDDEN, TOO_MANY_REQUESTS];
const toastUnlessRefused: ErrorToast = ({ code }) => (REFUSALS.includes(code) ? null : MESSAGES.generalFailure);

/**
 * "Sign in with my card" (issue 36): the code typed from a sign-in card, or
 * its QR code scanned where the device has a camera. A card's QR opens this
 * page with its token after the #: the page sends it at once, and takes it
 * out of the address bar and the history.
 */
export function CardSignInPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const refusalId = useId();
  const hasCamera = useHasCamera();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [signIn, { loading }] = useSignInWithCardMutation({ errorToast: toastUnlessRefused });

  const signedIn = (data: SignInWithCardMutation | undefined) => {
    if (!data) return;
    auth.signedIn(toSignedInRoles(data.signInWithCard.role, data.signInWithCard.user.roles));
    navigate(homePath, { replace: true });
  };
  const refused = (error: unknown) => {
    if (!(error instanceof Error)) return;
    const { code: kind, message } = describeError(error);
    if (REFUSALS.includes(kind)) setRefusal(message ?? MESSAGES.generalFailure);
  };
  const signInWith = (sent: string) =>
    signIn({ variables: { input: { code: sent } } }).then(({ data }) => signedIn(data), refused);

  const send = (sent: string) => {
    setRefusal(null);
    void signInWith(sent);
  };

  // A card's link: its token leaves the address bar (and so the history), then is sent, once.
  const openedWith = useEffectEvent((token: string) => void signInWith(token));
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const token = tokenOfHash(window.location.hash);
    if (!token) return;
    void navigate({ hash: '' }, { replace: true });
    openedWith(token);
  }, [navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length === 0) {
      setRefusal(TEXTS.codeRefused);
      return;
    }
    send(code.trim());
  };

  return (
    <FormCard title={TEXTS.signInWithCard}>
      <Box sx={column}>
        <Box component="form" noValidate onSubmit={submit} sx={column}>
          <TextInput
            label={TEXTS.codeLabel}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            helperText={TEXTS.codeHelp}
            error={refusal !== null}
            inputProps={{
              autoCapitalize: 'characters',
              spellCheck: false,
              ...(refusal !== null ? { 'aria-describedby': refusalId } : {}),
            }}
            fullWidth
          />
          {refusal !== null ? (
            <Typography id={refusalId} role="alert" color="error" variant="body2">
              {refusal}
            </Typography>
          ) : null}
          {loading ? (
            <Typography role="status" variant="body2">
              {TEXTS.signingIn}
            </Typography>
          ) : null}
          <Button type="submit" variant="contained" size="large" fullWidth loading={loading}>
            {TEXTS.signIn}
          </Button>
        </Box>
        {hasCamera && !scanning ? (
          <Button variant="outlined" fullWidth onClick={() => setScanning(true)}>
            {TEXTS.scan}
          </Button>
        ) : null}
        {scanning ? (
          <Suspense fallback={null}>
            <CardScanner
              onScanned={(text) => {
                setScanning(false);
                send(cardCodeFromScan(text));
              }}
              onFailure={() => {
                setScanning(false);
                setRefusal(TEXTS.cameraUnavailable);
              }}
            />
            <Button variant="text" fullWidth onClick={() => setScanning(false)}>
              {TEXTS.stopScanning}
            </Button>
          </Suspense>
        ) : null}
        <Typography variant="body2" align="center">
          <Link component={RouterLink} to={signInPath}>
            {TEXTS.backToSignIn}
          </Link>
        </Typography>
      </Box>
    </FormCard>
  );
}

const column = { display: 'flex', flexDirection: 'column', gap: 2 } as const;
