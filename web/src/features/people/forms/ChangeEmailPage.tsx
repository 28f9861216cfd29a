import { MESSAGES } from '@portal/domain';
import { useChangeEmailMutation } from '../../../generated/graphql';
import { failureToast } from '../failureToast';
import { EmailForm } from './EmailForm';
import { useFormTarget } from './useFormTarget';

/** Change Email (own and another user's), spec 1 §2.6. */
export function ChangeEmailPage() {
  const target = useFormTarget();
  const [changeEmail, { loading }] = useChangeEmailMutation({ errorToast: failureToast(MESSAGES.emailUpdateFailed) });
  return (
    <EmailForm
      title="Change Email"
      label="New email"
      submitLabel="Update email"
      autoComplete="email"
      busy={loading}
      back={target.profile}
      onSubmit={async (email) => {
        await changeEmail({ variables: { input: { userId: target.userId, email } } });
        target.done(MESSAGES.emailUpdated);
      }}
    />
  );
}
