import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSignInMutation } from '../../generated/SignIn';
import { serverMessageFor } from '../../shared/graphql/operationHooks';
import { FormCard } from '../../shared/ui/FormCard';
import { toSignedInRoles } from '../../app/session/authRole';
import { afterSignIn } from '../../app/session/returnPath';
import { useAuth } from '../../app/session/AuthProvider';
import { SignInForm } from './SignInForm';
import type { SignInValues } from './signInValidation';

export function SignInPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [failed, setFailed] = useState(false);
  // Wrong credentials and too many attempts: the server's message says which.
  const [signIn, { loading }] = useSignInMutation({
    errorToast: serverMessageFor('UNAUTHENTICATED', 'TOO_MANY_REQUESTS'),
  });

  const submit = async (input: SignInValues) => {
    setFailed(false);
    try {
      const { data } = await signIn({ variables: { input } });
      if (!data) return;
      auth.signedIn(toSignedInRoles(data.signIn.role, data.signIn.user.roles));
      // Back to the page that sent the visitor here (validated: never another site), or home.
      navigate(afterSignIn(search), { replace: true });
    } catch {
      setFailed(true);
    }
  };

  return (
    <FormCard title="Sign In">
      <SignInForm
        onSubmit={(values) => void submit(values)}
        submitting={loading}
        failed={failed}
        returnPath={afterSignIn(search)}
      />
    </FormCard>
  );
}
