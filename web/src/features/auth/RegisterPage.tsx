import { MESSAGES } from '@portal/domain';
import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useRegisterMutation } from '../../generated/Register';
import { type ErrorToast } from '../../shared/graphql/operationHooks';
import { FormCard } from '../../shared/ui/FormCard';
import { homePath } from '../home/urls';
import { toSignedInRoles } from '../../app/session/authRole';
import { useAuth } from '../../app/session/AuthProvider';
import { RegisterForm, type RegisterValues } from './RegisterForm';
import { signInPath } from './urls';

/** Spec 1 §8: 409 has its own message; any other failure the generic one. */
const registerErrorToast: ErrorToast = ({ code }) =>
  code === 'CONFLICT' ? MESSAGES.accountExists : MESSAGES.generalFailure;

export function RegisterPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [register, { loading }] = useRegisterMutation({ errorToast: registerErrorToast });

  const submit = async ({ confirmPassword: _confirmed, license, ...fields }: RegisterValues) => {
    try {
      const { data } = await register({
        variables: { input: { ...fields, license: license === 'school' ? 'SCHOOL' : 'TEACHER' } },
      });
      if (!data) return;
      // Spec 1 §4 says admin; the server answers admin for a School license and teacher for a Teacher one.
      auth.signedIn(toSignedInRoles(data.register.role, data.register.user.roles));
      navigate(homePath, { replace: true });
    } catch {
      // The toast has said why; the form keeps what was typed.
    }
  };

  return (
    <FormCard title="Sign Up">
      <RegisterForm onSubmit={(values) => void submit(values)} submitting={loading} />
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        Already registered?{' '}
        <Link component={RouterLink} to={signInPath}>
          Sign in
        </Link>
      </Typography>
    </FormCard>
  );
}
