import { MESSAGES } from '@portal/domain';
import { Box, Button, Link, Typography } from '@mui/material';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TextInput } from '../../shared/ui/TextInput';
import { signInErrors, type SignInValues } from './signInValidation';
import { registerPath } from './urls';

/* Single sign-on's button and what it does load beside the form, outside the sign-in page's JavaScript budget. */
const SingleSignOnButton = lazy(() => import('./SingleSignOnButton').then((m) => ({ default: m.SingleSignOnButton })));

const FAILED_MESSAGES: Record<keyof SignInValues, string> = {
  email: MESSAGES.invalidEmail,
  password: MESSAGES.invalidPassword,
};

export interface SignInFormProps {
  /** Called with valid values only. */
  onSubmit(values: SignInValues): void;
  submitting: boolean;
  /** The last attempt was refused: both fields are marked invalid (spec 1 §8). */
  failed: boolean;
  /** Where single sign-on returns once signed in. */
  returnPath: string;
}

export function SignInForm({ onSubmit, submitting, failed, returnPath }: SignInFormProps) {
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [touched, setTouched] = useState({ email: false, password: false, submit: false });
  const errors = signInErrors(values);
  const shown = (field: keyof SignInValues): string | undefined => {
    // A refused sign-in does not say which field was wrong, so both are marked.
    if (failed) return errors[field] ?? FAILED_MESSAGES[field];
    return touched[field] || touched.submit ? errors[field] : undefined;
  };

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
      error={shown(name) !== undefined}
      helperText={shown(name)}
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
