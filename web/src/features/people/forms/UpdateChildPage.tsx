import { Box, Stack, TextField } from '@mui/material';
import { isValidEmail, MESSAGES } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { useLinkChildMutation } from '../../../generated/graphql';
import { FormCard } from '../../../shared/ui/FormCard';
import { failureToast } from '../failureToast';
import { FormActions } from './FormActions';
import { useFormTarget } from './useFormTarget';

/** Update Child Relation (own and another parent's), spec 1 §2.6: links a child by their e-mail. */
export function UpdateChildPage() {
  const target = useFormTarget();
  const [email, setEmail] = useState('');
  const [linkChild, { loading }] = useLinkChildMutation({ errorToast: failureToast(MESSAGES.invalidChildEmail) });
  const trimmed = email.trim();
  const valid = isValidEmail(trimmed);
  const invalid = trimmed !== '' && !valid;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      await linkChild({ variables: { input: { parentId: target.userId, childEmail: trimmed } } });
      target.done(MESSAGES.childLinked);
    } catch {
      // The toast has said so; the form keeps what was typed.
    }
  };

  return (
    <FormCard title="Update Child">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          <TextField
            label="Child's email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={invalid}
            helperText={invalid ? MESSAGES.invalidEmail : undefined}
            fullWidth
          />
          <FormActions label="Link child" disabled={!valid} busy={loading} back={target.profile} />
        </Stack>
      </Box>
    </FormCard>
  );
}
