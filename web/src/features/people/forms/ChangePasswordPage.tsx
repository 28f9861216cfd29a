import { Alert, Box, Stack, TextField } from '@mui/material';
import { checkPassword, EMAIL_CHANGE_TEXTS, MESSAGES } from '@portal/domain';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { homePath } from '../../home/urls';
import { useToast } from '../../../shared/ui/ToastProvider';
import { usePasswordChange } from '../../../shared/graphql/sessionExpiry';
import { useChangePasswordMutation } from '../../../generated/ChangePassword';
import { FormCard } from '../../../shared/ui/FormCard';
import { PasswordChecklist } from '../../../shared/ui/PasswordChecklist';
import { failureToast, ownCredentialsToast } from '../../../shared/graphql/failureToast';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { useServerFieldErrors, type Refusal } from './useServerFieldErrors';
import { FormActions } from './FormActions';
import { FormSubject } from './FormSubject';
import { useFormPerson } from './useFormPerson';
import { useFormTarget } from './useFormTarget';
import { CurrentPasswordField } from './CurrentPasswordField';

type PasswordField = 'currentPassword' | 'password';

/** Where a refusal shows: a wrong current password under it, a refused new one under that (the API names the field). */
const placeRefusal = ({ code, field, message }: Refusal): { field: PasswordField; message: string } | null => {
  if (code === 'FORBIDDEN' && field === 'currentPassword') {
    return { field, message: EMAIL_CHANGE_TEXTS.currentPasswordWrong };
  }
  return field === 'currentPassword' || field === 'password' ? { field, message } : null;
};

/** Change Password (own) and Reset Password (another user's), spec 1 §2.6 and §5. */
export function ChangePasswordPage() {
  const target = useFormTarget();
  const person = useFormPerson(target);
  const own = !target.userId;
  const passwordChange = usePasswordChange();
  const navigate = useNavigate();
  const toast = useToast();
  // Signed in with a password the school set (issue 36): this page is all there is until it is changed.
  const required = own && passwordChange.required;
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // Failures are shown once the form knows where: in a field, or as the toast.
  const [changePassword, { loading }] = useChangePasswordMutation({ errorToast: noErrorToast });
  const refused = useServerFieldErrors(
    placeRefusal,
    own ? ownCredentialsToast(MESSAGES.passwordUpdateFailed) : failureToast(MESSAGES.passwordUpdateFailed),
  );
  const mismatch = confirmation !== '' && confirmation !== password;
  // One's own password changes only with the current one (a reset of someone else's needs none).
  const ready = checkPassword(password).valid && password === confirmation && (!own || currentPassword !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    try {
      const input = own ? { userId: target.userId, password, currentPassword } : { userId: target.userId, password };
      await changePassword({ variables: { input } });
      if (required) {
        passwordChange.changed();
        toast.success(MESSAGES.passwordUpdated);
        void navigate(homePath, { replace: true });
        return;
      }
      target.done(MESSAGES.passwordUpdated);
    } catch (error) {
      // In the field it concerns, or as the toast; the form keeps what was typed.
      refused.fail(error);
    }
  };

  return (
    <FormCard title={target.userId ? 'Reset Password' : 'Change Password'}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {required && <Alert severity="info">{ACCOUNT_TEXTS.passwordChangeRequiredLead}</Alert>}
          <FormSubject person={person} own={own} />
          {own && (
            <CurrentPasswordField
              value={currentPassword}
              onChange={(value) => {
                setCurrentPassword(value);
                refused.clear('currentPassword');
              }}
              error={refused.errors.currentPassword}
            />
          )}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              refused.clear('password');
            }}
            error={refused.errors.password !== undefined}
            helperText={refused.errors.password}
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
          <FormActions
            label="Update password"
            disabled={!ready}
            busy={loading}
            back={required ? undefined : target.profile}
          />
        </Stack>
      </Box>
    </FormCard>
  );
}
