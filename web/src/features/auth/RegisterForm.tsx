import { Box, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import {
  checkPassword,
  LICENSES,
  validateRegistration,
  type License,
  type RegistrationField,
  type RegistrationForm,
} from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { TextInput } from '../../shared/ui/TextInput';
import { PasswordChecklist } from '../../shared/ui/PasswordChecklist';

export type RegisterValues = RegistrationForm & { license: License };

const FIELDS: { name: RegistrationField; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'schoolName', label: 'School name', type: 'text', autoComplete: 'organization' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  schoolName: '',
  password: '',
  confirmPassword: '',
  license: 'school',
};

export interface RegisterFormProps {
  /** Called with valid values only, text fields trimmed. */
  onSubmit(values: RegisterValues): void;
  submitting: boolean;
}

/**
 * The register form of spec 1 §2.3. A field shows its message (spec 1 §5, one
 * per field, the first rule it fails) once it has been left or after a submit
 * attempt; submit stays disabled until the password is valid and matching.
 */
export function RegisterForm({ onSubmit, submitting }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<RegistrationField>>(new Set());
  const [attempted, setAttempted] = useState(false);

  const errors = new Map<RegistrationField, string>();
  for (const { field, message } of validateRegistration(values)) if (!errors.has(field)) errors.set(field, message);
  const shown = (field: RegistrationField) => (attempted || touched.has(field) ? errors.get(field) : undefined);
  const passwordReady = checkPassword(values.password).valid && values.password === values.confirmPassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (errors.size > 0) return;
    const trim = (value: string) => value.trim();
    onSubmit({
      ...values,
      firstName: trim(values.firstName),
      lastName: trim(values.lastName),
      email: trim(values.email),
      schoolName: trim(values.schoolName),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {FIELDS.map(({ name, label, type, autoComplete }) => (
          <TextInput
            key={name}
            label={label}
            type={type}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(event) => setValues((before) => ({ ...before, [name]: event.target.value }))}
            onBlur={() => setTouched((before) => new Set(before).add(name))}
            error={shown(name) !== undefined}
            helperText={shown(name)}
            fullWidth
          />
        ))}
        <PasswordChecklist password={values.password} confirmPassword={values.confirmPassword} />
        <FormControl component="fieldset">
          <FormLabel component="legend">License</FormLabel>
          <RadioGroup
            row
            name="license"
            value={values.license}
            onChange={(event) => {
              const license = LICENSES.find((option) => option === event.target.value) ?? 'school';
              setValues((before) => ({ ...before, license }));
            }}
          >
            <FormControlLabel value="school" control={<Radio />} label="School" />
            <FormControlLabel value="teacher" control={<Radio />} label="Teacher" />
          </RadioGroup>
        </FormControl>
        <Button type="submit" variant="contained" size="large" disabled={!passwordReady} loading={submitting}>
          Sign Up
        </Button>
      </Stack>
    </Box>
  );
}
