import { SSO_MESSAGES } from '@portal/domain/sso-texts';
import { Alert, Collapse } from '@mui/material';

/** Why Single Sign-On cannot go on: none is configured (information), or the provider cannot be reached (an error). */
export type SsoNoticeKind = 'notConfigured' | 'providerUnreachable';

/**
 * What Single Sign-On says when it cannot go on: a chunk loaded when needed,
 * with its texts, since Alert and Collapse would otherwise add about 5 kB
 * gzip to the sign-in page's first visit (issue 9, JavaScript budget).
 */
export function SsoNotice({ kind }: { kind: SsoNoticeKind }) {
  const error = kind === 'providerUnreachable';
  return (
    <Collapse in appear>
      <Alert severity={error ? 'error' : 'info'} role={error ? 'alert' : 'status'} sx={{ mt: 2 }}>
        {SSO_MESSAGES[kind]}
      </Alert>
    </Collapse>
  );
}
