import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSignInMutation } from '../../generated/SignIn';
import { MESSAGES } from '@portal/domain';
import { describeError, TOO_MANY_REQUESTS, UNAUTHENTICATED } from '../../shared/graphql/errors';
import type { ErrorToast } from '../../shared/graphql/operationHooks';
import { FormCard } from '../../shared/ui/FormCard';
import { toSignedInRoles } from '../../app/session/authRole';
import { afterSignIn } from '../../app/session/returnPath';
import { useAuth } from '../../app/session/AuthProvider';
import { SignInForm } from './SignInForm';
import type { SignInValues } from './signInValidation';

/** Codes whose message the form itself shows (spec 1 §8: the fields are marked); any other failure toasts. */
const REFUSALS: readonly (string | undefined)[] = [UNAUTHENTICATED, TOO_MANY_REQUESTS];
const toastUnlessRefused: ErrorToast = ({ code }) => (REFUSALS.includes(code) ? null : MESSAGES.generalFailure);

export function SignInPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Wrong credentials and too many attempts: the server's message says which, in the form.
  const [signIn, { loading }] = useSignInMutation({ errorToast: toastUnlessRefused });

  const submit = async (input: SignInValues) => {
    setRefusal(null);
    try {
      const { data } = await signIn({ variables: { input } });
      if (!data) return;
      auth.signedIn(toSignedInRoles(data.signIn.role, data.signIn.user.roles), data.signIn.mustChangePassword);
      // Back to the page that sent the visitor here (validated: never another site), or home; the route
      // guard sends whoever must change their password to Change Password first.
      navigate(afterSignIn(search), { replace: true });
    } catch (error) {
      if (!(error instanceof Error)) return;
      const { code, message } = describeError(error);
      if (REFUSALS.includes(code)) setRefusal(message ?? MESSAGES.generalFailure);
    }
  };

  return (
    <FormCard title="Sign In">
      <SignInForm
        onSubmit={(values) => void submit(values)}
        submitting={loading}
        refusal={refusal}
        returnPath={afterSignIn(search)}
      />
    </FormCard>
  );
}
