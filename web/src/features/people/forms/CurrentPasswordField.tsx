import { TextField } from '@mui/material';
import { EMAIL_CHANGE_TEXTS } from '@portal/domain';

/** The caller's current password, asked before they change their own password or e-mail (the server checks it). */
export function CurrentPasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={EMAIL_CHANGE_TEXTS.currentPasswordLabel}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
    />
  );
}
