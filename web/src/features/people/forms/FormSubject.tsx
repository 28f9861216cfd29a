import { Typography } from '@mui/material';
import type { FormPerson_UserFragment } from '../../../generated/graphql';

/**
 * Says whose account a form about another person changes, so a reset or a
 * rename never lands on the wrong person; nothing on one's own forms.
 */
export function FormSubject({ person, own }: { person: FormPerson_UserFragment | undefined; own: boolean }) {
  if (own || !person) return null;
  return (
    <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      For {person.firstName} {person.lastName} ({person.email})
    </Typography>
  );
}
