import { Alert, Collapse } from '@mui/material';
import { SSO_NOT_CONFIGURED } from './ssoMessages';

/**
 * What Single Sign-On answers for now, a chunk loaded on the click: Alert
 * and Collapse would otherwise add about 5 kB gzip to the sign-in page's
 * first visit (issue 9, JavaScript budget). It opens as it did inline.
 */
export function SsoNotice() {
  return (
    <Collapse in appear>
      <Alert severity="info" role="status" sx={{ mt: 2 }}>
        {SSO_NOT_CONFIGURED}
      </Alert>
    </Collapse>
  );
}
