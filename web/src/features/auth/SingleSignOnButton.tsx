import { Alert, Button, Collapse } from '@mui/material';
import { useState } from 'react';

export const SSO_NOT_CONFIGURED = 'Single sign-on is not configured for this portal.';

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
      <Collapse in={explained} unmountOnExit>
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {SSO_NOT_CONFIGURED}
        </Alert>
      </Collapse>
    </>
  );
}
