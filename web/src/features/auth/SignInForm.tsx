import { Box, Button, Link, Typography } from '@mui/material';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TextInput } from '../../shared/ui/TextInput';
import { signInErrors, type SignInValues } from './signInValidation';
import { SIGN_IN_CARD_PATH, SIGN_IN_WITH_CARD } from '@portal/domain';
import { registerPath } from './urls';

/* Single sign-on's button and what it does load beside the form, outside the sign-in page's JavaScript budget. */
const SingleSignOnButton = lazy(() => import('./SingleSignOnButton').then((m) => ({ default: m.SingleSignOnButton })));

export interface SignInFormProps {
  /** Called with valid values only. */
  onSubmit(values: SignInValues): void;
  submitting: boolean;
  /**
   * Why the server refused the last attempt ("Invalid email or password", too many attempts), or null.
   * It is said once for the form, and both fields are marked invalid (spec 1 §8) without blaming either:
   * a wrong password is not an invalid e-mail.
   */
  refusal: string | null;
  /** Where single sign-on returns once signed in. */
  returnPath: string;
}

export function SignInForm({ onSubmit, submitting, refusal, returnPath }: SignInFormProps) {
  const refusalId = useId();
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [touched, setTouched] = useState({ email: false, password: false, submit: false });
  const errors = signInErrors(values);
  const shown = (field: keyof SignInValues): string | undefined =>
    touched[field] || touched.submit ? errors[field] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched((before) => ({ ...before, submit: true }));
    if (Object.keys(errors).length === 0) onSubmit({ email: values.email.trim(), password: values.password });
  };

  const field = (name: keyof SignInValues, label: string, type: string, autoComplete: string) => (
    <TextInput
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((before) => ({ ...before, [name]: event.target.value }))}
      onBlur={() => setTouched((before) => ({ ...before, [name]: true }))}
      error={shown(name) !== undefined || refusal !== null}
      helperText={shown(name)}
      // A refused sign-in does not say which field was wrong: both point to the form's one message.
      inputProps={refusal !== null && shown(name) === undefined ? { 'aria-describedby': refusalId } : undefined}
      fullWidth
    />
  );

  // Boxes with a gap rather than Stack and Divider: the same layout, with less code on a first visit.
  return (
    <Box sx={column}>
      <Box component="form" noValidate onSubmit={submit}>
        <Box sx={column}>
          {field('email', 'Email', 'email', 'username')}
          {field('password', 'Password', 'password', 'current-password')}
          {refusal !== null ? (
            <Typography id={refusalId} role="alert" color="error" variant="body2">
              {refusal}
            </Typography>
          ) : null}
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
            Form Login
          </Button>
        </Box>
      </Box>
      <OrSeparator />
      <Suspense
        fallback={
          <Button variant="outlined" fullWidth disabled>
            Single Sign-On
          </Button>
        }
      >
        <SingleSignOnButton returnPath={returnPath} />
      </Suspense>
      <Button component={RouterLink} to={SIGN_IN_CARD_PATH} variant="text" fullWidth>
        {SIGN_IN_WITH_CARD}
      </Button>
      <Typography variant="body2" align="center">
        New to the portal?{' '}
        <Link component={RouterLink} to={registerPath}>
          Sign Up
        </Link>
      </Typography>
    </Box>
  );
}

const column = { display: 'flex', flexDirection: 'column', gap: 2 } as const;
const rule = { flexGrow: 1, borderTop: 1, borderColor: 'divider' } as const;

/** A rule with "or" in its middle, as MUI's Divider with text draws it. */
function OrSeparator() {
  return (
    <Box role="separator" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box sx={rule} />
      <Typography variant="body1">or</Typography>
      <Box sx={rule} />
    </Box>
  );
}
