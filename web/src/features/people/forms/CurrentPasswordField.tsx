import { TextField } from '@mui/material';
import { EMAIL_CHANGE_TEXTS } from '@portal/domain';

/** The caller's current password, asked before they change their own password or e-mail (the server checks it). */
export function CurrentPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The server's refusal of it (wrong, missing), shown under it. */
  error?: string | undefined;
}) {
  return (
    <TextField
      label={EMAIL_CHANGE_TEXTS.currentPasswordLabel}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      fullWidth
    />
  );
}
