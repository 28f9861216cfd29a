import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { EMAIL_CHANGE_TEXTS, MESSAGES } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useConfirmEmailMutation } from '../../../generated/ConfirmEmail';
import { describeError } from '../../../shared/graphql/errors';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { FormCard } from '../../../shared/ui/FormCard';
import { homePath } from '../../home/urls';

type Outcome = { state: 'confirming' } | { state: 'confirmed'; email: string } | { state: 'failed'; message: string };

/** A refusal in words: expired (BAD_USER_INPUT), used or replaced (NOT_FOUND), taken meanwhile (CONFLICT). */
function refusalOf(error: unknown): string {
  const { code } = describeError(error as Error);
  if (code === 'BAD_USER_INPUT') return EMAIL_CHANGE_TEXTS.expired;
  if (code === 'NOT_FOUND') return EMAIL_CHANGE_TEXTS.invalid;
  if (code === 'CONFLICT') return MESSAGES.emailAlreadyRegistered;
  return MESSAGES.generalFailure;
}

/**
 * Where the link mailed to a new address leads (issue 29), signed in or not:
 * it confirms the address once, and says so, or says the link has expired or
 * no longer works. The token leaves the address bar at once, so it is in no
 * history entry or Referer after this.
 */
export function ConfirmEmailPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(search).get('token'));
  const [confirmEmail] = useConfirmEmailMutation({
    errorToast: noErrorToast,
    // Signed in as the owner in this browser, the cached own record still names the old address: read it again.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'me' });
      cache.gc();
    },
  });
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'confirming' } : { state: 'failed', message: EMAIL_CHANGE_TEXTS.missingToken },
  );
  // Once per page, even when React runs the effect twice (StrictMode): a link works only once.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void navigate({ search: '' }, { replace: true });
    confirmEmail({ variables: { input: { token } } }).then(
      ({ data }) =>
        setOutcome(
          data
            ? { state: 'confirmed', email: data.confirmEmail.email }
            : { state: 'failed', message: MESSAGES.generalFailure },
        ),
      (error: unknown) => setOutcome({ state: 'failed', message: refusalOf(error) }),
    );
  }, [token, confirmEmail, navigate]);

  return (
    <FormCard title="Confirm Email">
      {outcome.state === 'confirming' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} />
          <Typography>{EMAIL_CHANGE_TEXTS.confirmingTitle}</Typography>
        </Box>
      )}
      {outcome.state === 'confirmed' && (
        <Alert severity="success">
          {EMAIL_CHANGE_TEXTS.confirmed} ({outcome.email})
        </Alert>
      )}
      {outcome.state === 'failed' && <Alert severity="error">{outcome.message}</Alert>}
      {outcome.state !== 'confirming' && (
        <Button component={RouterLink} to={homePath} sx={{ mt: 2 }}>
          Home
        </Button>
      )}
    </FormCard>
  );
}
