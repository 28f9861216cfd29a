import { Box, Skeleton, Stack, TextField } from '@mui/material';
import { MESSAGES, nameProblem } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import type { FormPerson_UserFragment } from '../../../generated/graphql';
import { useChangeNameMutation } from '../../../generated/ChangeName';
import { FormCard } from '../../../shared/ui/FormCard';
import { failureToast } from '../../../shared/graphql/failureToast';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { useServerFieldErrors, type Refusal } from './useServerFieldErrors';
import { FormActions } from './FormActions';
import { FormSubject } from './FormSubject';
import { useFormPerson } from './useFormPerson';
import { useFormTarget, type FormTarget } from './useFormTarget';

type NameField = 'firstName' | 'lastName';

/** A refused name shows under the name the API names. */
const placeRefusal = ({ field, message }: Refusal): { field: NameField; message: string } | null =>
  field === 'firstName' || field === 'lastName' ? { field, message } : null;

/** Change Name (own and another user's), spec 1 §5: both names are required, with no invisible character. */
export function ChangeNamePage() {
  const target = useFormTarget();
  const person = useFormPerson(target);
  return (
    <FormCard title="Change Name">
      <Stack spacing={2}>
        <FormSubject person={person} own={!target.userId} />
        {/* The fields start from the names as they are, once read. */}
        {person ? <NameForm target={target} person={person} /> : <Skeleton variant="rounded" height={180} />}
      </Stack>
    </FormCard>
  );
}

function NameForm({ target, person }: { target: FormTarget; person: FormPerson_UserFragment }) {
  const [names, setNames] = useState({ firstName: person.firstName, lastName: person.lastName });
  const [touched, setTouched] = useState({ firstName: false, lastName: false });
  const [changeName, { loading }] = useChangeNameMutation({ errorToast: noErrorToast });
  const refused = useServerFieldErrors(placeRefusal, failureToast(MESSAGES.nameUpdateFailed));
  const firstName = names.firstName.trim();
  const lastName = names.lastName.trim();
  const problems = {
    firstName: firstName === '' ? MESSAGES.firstNameRequired : nameProblem(firstName),
    lastName: lastName === '' ? MESSAGES.lastNameRequired : nameProblem(lastName),
  };
  const missing = {
    firstName: touched.firstName ? problems.firstName : undefined,
    lastName: touched.lastName ? problems.lastName : undefined,
  };
  const sendable = problems.firstName === undefined && problems.lastName === undefined;
  const unchanged = firstName === person.firstName && lastName === person.lastName;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sendable) return;
    try {
      await changeName({ variables: { input: { userId: target.userId, firstName, lastName } } });
      target.done(MESSAGES.nameUpdated);
    } catch (error) {
      // In the field it concerns, or as the toast; the form keeps what was typed.
      refused.fail(error);
    }
  };

  const field = (name: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      value={names[name]}
      onChange={(event) => {
        setNames((before) => ({ ...before, [name]: event.target.value }));
        refused.clear(name);
      }}
      onBlur={() => setTouched((before) => ({ ...before, [name]: true }))}
      error={(missing[name] ?? refused.errors[name]) !== undefined}
      helperText={missing[name] ?? refused.errors[name]}
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {field('firstName', 'First name', 'given-name')}
        {field('lastName', 'Last name', 'family-name')}
        <FormActions label="Update name" disabled={!sendable || unchanged} busy={loading} back={target.profile} />
      </Stack>
    </Box>
  );
}
