import { Box, Stack, TextField } from '@mui/material';
import { isValidEmail, MESSAGES } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { useChangeEmailMutation } from '../../../generated/graphql';
import { FormCard } from '../../../shared/ui/FormCard';
import { failureToast } from '../failureToast';
import { FormActions } from './FormActions';
import { useFormTarget } from './useFormTarget';

/** Change Email (own and another user's), spec 1 §2.6: the field shows an error state while invalid. */
export function ChangeEmailPage() {
  const target = useFormTarget();
  const [email, setEmail] = useState('');
  const [changeEmail, { loading }] = useChangeEmailMutation({ errorToast: failureToast(MESSAGES.emailUpdateFailed) });
  const trimmed = email.trim();
  const valid = isValidEmail(trimmed);
  const invalid = trimmed !== '' && !valid;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      await changeEmail({ variables: { input: { userId: target.userId, email: trimmed } } });
      target.done(MESSAGES.emailUpdated);
    } catch {
      // The toast has said so; the form keeps what was typed.
    }
  };

  return (
    <FormCard title="Change Email">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          <TextField
            label="New email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={invalid}
            helperText={invalid ? MESSAGES.invalidEmail : undefined}
            fullWidth
          />
          <FormActions label="Update email" disabled={!valid} busy={loading} back={target.profile} />
        </Stack>
      </Box>
    </FormCard>
  );
}
