import { signInProviderNote } from '@portal/domain/sso-texts';
import { Typography } from '@mui/material';

export interface SignInProviderNoteProps {
  /** The portal's identity provider, or null when single sign-on is not configured. */
  provider: { name: string; issuer: string } | null;
}

/**
 * Which identity provider the school signs in with (issue 15: "A school admin
 * can see which provider the school uses"), on the admin's home: the name the
 * sign-in page shows and the issuer the API trusts.
 */
export function SignInProviderNote({ provider }: SignInProviderNoteProps) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3, overflowWrap: 'anywhere' }}>
      {signInProviderNote(provider)}
    </Typography>
  );
}
