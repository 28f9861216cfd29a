import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import {
  checkPassword,
  DEFAULT_TIME_ZONE,
  isLocale,
  isTimeZone,
  LICENSES,
  validateRegistration,
  type License,
  type RegistrationField,
  type RegistrationForm,
} from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { TextInput } from '../../shared/ui/TextInput';
import { PasswordChecklist } from '../../shared/ui/PasswordChecklist';

/** The new school's clock (issue 34): the browser's zone and language, each only when the server takes it. */
export interface BrowserClock {
  timeZone?: string;
  locale?: string;
}

export type RegisterValues = RegistrationForm & { license: License } & BrowserClock;

/**
 * The line above Sign Up: the zone the new school gets and, for a School
 * license (whose registrant is its admin), where to change it. A Teacher
 * license makes no admin, so nobody there could.
 */
export function registrationZoneNote(timeZone: string, registrantIsAdmin: boolean): string {
  return registrantIsAdmin ? `Time zone: ${timeZone} (change it later in School settings)` : `Time zone: ${timeZone}`;
}

/**
 * The zone and language the registrant's browser is in, where the server
 * would take them; one it would refuse is left out, and the server gives
 * the school its default (Australia/Sydney, en-AU).
 */
export function browserClock(): BrowserClock {
  const timeZone: unknown = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const locale: unknown = navigator.language;
  return { ...(isTimeZone(timeZone) && { timeZone }), ...(isLocale(locale) && { locale }) };
}

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
  // Read once: the school starts in the zone the registrant is in.
  const [clock] = useState(browserClock);

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
      ...clock,
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
        <Typography variant="body2" color="text.secondary">
          {registrationZoneNote(clock.timeZone ?? DEFAULT_TIME_ZONE, values.license === 'school')}
        </Typography>
        <Button type="submit" variant="contained" size="large" disabled={!passwordReady} loading={submitting}>
          Sign Up
        </Button>
      </Stack>
    </Box>
  );
}
