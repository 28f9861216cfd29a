import { confirmationSentMessage, MESSAGES } from '@portal/domain';
import { useChangeEmailMutation } from '../../../generated/ChangeEmail';
import { failureToast, ownCredentialsToast } from '../../../shared/graphql/failureToast';
import { Typography } from '@mui/material';
import { EmailForm } from './EmailForm';
import { FormSubject } from './FormSubject';
import { useFormPerson } from './useFormPerson';
import { useFormTarget } from './useFormTarget';

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
  const [changeEmail, { loading }] = useChangeEmailMutation({
    errorToast: own
      ? ownCredentialsToast(MESSAGES.emailUpdateFailed, ['CONFLICT', 'UNAVAILABLE'])
      : failureToast(MESSAGES.emailUpdateFailed, ['CONFLICT']),
  });
  return (
    <EmailForm
      title="Change Email"
      label="New email"
      submitLabel="Update email"
      autoComplete="email"
      busy={loading}
      back={target.profile}
      askCurrentPassword={own}
      context={
        <>
          <FormSubject person={person} own={own} />
          {person && <Typography>Current email: {person.email}</Typography>}
        </>
      }
      onSubmit={async (email, currentPassword) => {
        const input = own ? { userId: target.userId, email, currentPassword } : { userId: target.userId, email };
        const { data } = await changeEmail({ variables: { input } });
        const pending = data?.changeEmail.user.pendingEmail;
        target.done(pending ? confirmationSentMessage(pending) : MESSAGES.emailUpdated);
      }}
    />
  );
}
