import { Box, Stack, TextField } from '@mui/material';
import { checkPassword, MESSAGES } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { useChangePasswordMutation } from '../../../generated/ChangePassword';
import { FormCard } from '../../../shared/ui/FormCard';
import { PasswordChecklist } from '../../../shared/ui/PasswordChecklist';
import { failureToast, ownCredentialsToast } from '../../../shared/graphql/failureToast';
import { FormActions } from './FormActions';
import { FormSubject } from './FormSubject';
import { useFormPerson } from './useFormPerson';
import { useFormTarget } from './useFormTarget';
import { CurrentPasswordField } from './CurrentPasswordField';

/** Change Password (own) and Reset Password (another user's), spec 1 §2.6 and §5. */
export function ChangePasswordPage() {
  const target = useFormTarget();
  const person = useFormPerson(target);
  const own = !target.userId;
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [changePassword, { loading }] = useChangePasswordMutation({
    errorToast: own ? ownCredentialsToast(MESSAGES.passwordUpdateFailed) : failureToast(MESSAGES.passwordUpdateFailed),
  });
  const mismatch = confirmation !== '' && confirmation !== password;
  // One's own password changes only with the current one (a reset of someone else's needs none).
  const ready = checkPassword(password).valid && password === confirmation && (!own || currentPassword !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    try {
      const input = own ? { userId: target.userId, password, currentPassword } : { userId: target.userId, password };
      await changePassword({ variables: { input } });
      target.done(MESSAGES.passwordUpdated);
    } catch {
      // The toast has said so; the form keeps what was typed.
    }
  };

  return (
    <FormCard title={target.userId ? 'Reset Password' : 'Change Password'}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          <FormSubject person={person} own={own} />
          {own && <CurrentPasswordField value={currentPassword} onChange={setCurrentPassword} />}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            fullWidth
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={mismatch}
            helperText={mismatch ? MESSAGES.passwordMismatch : undefined}
            fullWidth
          />
          <PasswordChecklist password={password} confirmPassword={confirmation} />
          <FormActions label="Update password" disabled={!ready} busy={loading} back={target.profile} />
        </Stack>
      </Box>
    </FormCard>
  );
}
