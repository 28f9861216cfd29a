import { Box, Stack, TextField } from '@mui/material';
import { isValidEmail, MESSAGES } from '@portal/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormCard } from '../../../shared/ui/FormCard';
import { FormActions } from './FormActions';
import { CurrentPasswordField } from './CurrentPasswordField';

export interface EmailFormProps {
  title: string;
  label: string;
  submitLabel: string;
  autoComplete?: string;
  busy: boolean;
  /** Where Cancel goes. */
  back: string;
  /** Shown above the field: whose account it is, the address as it is now. */
  context?: ReactNode;
  /** Ask for the current password too (a change of one's own address); it is handed to `onSubmit`. */
  askCurrentPassword?: boolean;
  /** Called with a valid, trimmed address (and the current password when asked); a rejection keeps what was typed. */
  onSubmit(email: string, currentPassword?: string): Promise<void>;
  /** The server's refusals, by the field they concern (shown under it until it is edited). */
  refused?: Partial<Record<EmailField, string>>;
  /** A field edited: its refusal no longer applies. */
  onEdit?(field: EmailField): void;
}

export type EmailField = 'email' | 'currentPassword';

/** A form of one e-mail field that shows an error state while the address is invalid (spec 1 §5). */
export function EmailForm({
  title,
  label,
  submitLabel,
  autoComplete,
  busy,
  back,
  context,
  askCurrentPassword = false,
  onSubmit,
  refused = {},
  onEdit,
}: EmailFormProps) {
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const trimmed = email.trim();
  const invalid = trimmed !== '' && !isValidEmail(trimmed);
  const valid = isValidEmail(trimmed) && (!askCurrentPassword || currentPassword !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      await (askCurrentPassword ? onSubmit(trimmed, currentPassword) : onSubmit(trimmed));
    } catch {
      // Shown in its field or as the toast by the page; the form keeps what was typed.
    }
  };

  return (
    <FormCard title={title}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {context}
          <TextField
            label={label}
            type="email"
            autoComplete={autoComplete}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              onEdit?.('email');
            }}
            error={invalid || refused.email !== undefined}
            helperText={invalid ? MESSAGES.invalidEmail : refused.email}
            fullWidth
          />
          {askCurrentPassword && (
            <CurrentPasswordField
              value={currentPassword}
              onChange={(value) => {
                setCurrentPassword(value);
                onEdit?.('currentPassword');
              }}
              error={refused.currentPassword}
            />
          )}
          <FormActions label={submitLabel} disabled={!valid} busy={busy} back={back} />
        </Stack>
      </Box>
    </FormCard>
  );
}
