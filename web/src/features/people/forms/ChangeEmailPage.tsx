import { MESSAGES } from '@portal/domain';
import { useChangeEmailMutation } from '../../../generated/ChangeEmail';
import { failureToast } from '../failureToast';
import { Typography } from '@mui/material';
import { EmailForm } from './EmailForm';
import { FormSubject } from './FormSubject';
import { useFormPerson } from './useFormPerson';
import { useFormTarget } from './useFormTarget';

/** Change Email (own and another user's), spec 1 §2.6. */
export function ChangeEmailPage() {
  const target = useFormTarget();
  const person = useFormPerson(target);
  const [changeEmail, { loading }] = useChangeEmailMutation({
    // 409 "The email has already been registered" says what to do; other refusals stay generic.
    errorToast: failureToast(MESSAGES.emailUpdateFailed, ['CONFLICT']),
  });
  return (
    <EmailForm
      title="Change Email"
      label="New email"
      submitLabel="Update email"
      autoComplete="email"
      busy={loading}
      back={target.profile}
      context={
        <>
          <FormSubject person={person} own={!target.userId} />
          {person && <Typography>Current email: {person.email}</Typography>}
        </>
      }
      onSubmit={async (email) => {
        await changeEmail({ variables: { input: { userId: target.userId, email } } });
        target.done(MESSAGES.emailUpdated);
      }}
    />
  );
}
