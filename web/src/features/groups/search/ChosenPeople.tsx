import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { fullName } from '../groupText';
import type { Candidate } from './PersonSearchPanel';

export interface ChosenPeopleProps {
  /** The list's accessible name ("Students to add"). */
  label: string;
  people: readonly Candidate[];
  /** Shown when nobody is chosen yet. */
  emptyText: string;
  onRemove(person: Candidate): void;
  disabled?: boolean;
}

/** The people picked in a search, not sent yet, each with a control to take them off again. */
export function ChosenPeople({ label, people, emptyText, onRemove, disabled = false }: ChosenPeopleProps) {
  if (people.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {people.map((person) => (
        <Stack
          component="li"
          key={person.id}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', py: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{fullName(person)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {person.email}
            </Typography>
          </Box>
          <IconButton aria-label={`Remove ${fullName(person)}`} onClick={() => onRemove(person)} disabled={disabled}>
            <CloseIcon />
          </IconButton>
        </Stack>
      ))}
    </Box>
  );
}
