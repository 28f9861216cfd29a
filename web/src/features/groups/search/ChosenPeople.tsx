import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Typography } from '@mui/material';
import { fullName } from '../groupText';
import { PersonRow, RowList } from '../ListRows';
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
    <RowList label={label}>
      {people.map((person) => (
        <PersonRow
          key={person.id}
          person={person}
          py={0.5}
          action={
            <IconButton aria-label={`Remove ${fullName(person)}`} onClick={() => onRemove(person)} disabled={disabled}>
              <CloseIcon />
            </IconButton>
          }
        />
      ))}
    </RowList>
  );
}
