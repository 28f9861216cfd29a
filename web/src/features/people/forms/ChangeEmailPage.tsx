import { confirmationSentMessage, EMAIL_CHANGE_TEXTS, MESSAGES } from '@portal/domain';
import { useChangeEmailMutation } from '../../../generated/ChangeEmail';
import { failureToast, ownCredentialsToast } from '../../../shared/graphql/failureToast';
import { Typography } from '@mui/material';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { EmailForm, type EmailField } from './EmailForm';
import { useServerFieldErrors, type Refusal } from './useServerFieldErrors';
import { FormSubject } from './FormSubject';
import { useFormPerson } from './useFormPerson';
import { useFormTarget } from './useFormTarget';

/** Where a refusal shows: an address already registered under the address, a wrong current password under it. */
const placeRefusal = ({ code, field, message }: Refusal): { field: EmailField; message: string } | null => {
  if (code === 'CONFLICT') return { field: 'email', message };
  if (code === 'FORBIDDEN' && field === 'currentPassword') {
    return { field, message: EMAIL_CHANGE_TEXTS.currentPasswordWrong };
  }
  return field === 'email' || field === 'currentPassword' ? { field, message } : null;
};

/**
 * Change Email (own and another user's), spec 1 §2.6. One's own needs the
 * current password and takes effect when the link mailed to the new address
 * is opened (issue 29); a change for someone else takes effect at once.
 */
export function ChangeEmailPage() {
  const target = useFormTarget();
  const person = useFormPerson(target);
  const own = !target.userId;
  // 409 "The email has already been registered" says what to do; other refusals stay generic.
  const [changeEmail, { loading }] = useChangeEmailMutation({ errorToast: noErrorToast });
  const refused = useServerFieldErrors(
    placeRefusal,
    own
      ? ownCredentialsToast(MESSAGES.emailUpdateFailed, ['CONFLICT', 'UNAVAILABLE'])
      : failureToast(MESSAGES.emailUpdateFailed, ['CONFLICT']),
  );
  return (
    <EmailForm
      title="Change Email"
      label="New email"
      submitLabel="Update email"
      autoComplete="email"
      busy={loading}
      back={target.profile}
      askCurrentPassword={own}
      refused={refused.errors}
      onEdit={refused.clear}
      context={
        <>
          <FormSubject person={person} own={own} />
          {person && <Typography>Current email: {person.email}</Typography>}
        </>
      }
      onSubmit={async (email, currentPassword) => {
        const input = own ? { userId: target.userId, email, currentPassword } : { userId: target.userId, email };
        const { data } = await changeEmail({ variables: { input } }).catch((error: unknown) => {
          refused.fail(error);
          throw error;
        });
        const pending = data?.changeEmail.user.pendingEmail;
        target.done(pending ? confirmationSentMessage(pending) : MESSAGES.emailUpdated);
      }}
    />
  );
}
