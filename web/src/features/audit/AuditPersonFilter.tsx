import { Autocomplete, TextField } from '@mui/material';
import { AUDIT_MESSAGES } from '@portal/domain';
import { useDeferredValue, useState } from 'react';
import type { AuditPersonPickerQuery } from '../../generated/graphql';
import { useAuditPersonPickerQuery } from '../../generated/AuditPersonPicker';
import { nodesOf } from '../../shared/graphql/connections';

export type AuditPerson = AuditPersonPickerQuery['people']['edges'][number]['node'];

/** How many of the school's people the picker offers for what is typed. */
const CHOICES = 10;

const labelOf = (person: AuditPerson) => `${person.firstName} ${person.lastName} (${person.email})`;

export interface AuditPersonFilterProps {
  value: AuditPerson | null;
  onChange(person: AuditPerson | null): void;
}

/** The person filter: the school's people whose name matches what is typed, searched by the server. */
export function AuditPersonFilter({ value, onChange }: AuditPersonFilterProps) {
  const [typed, setTyped] = useState('');
  const name = useDeferredValue(typed.trim());
  const query = useAuditPersonPickerQuery({ variables: { name: name || undefined, first: CHOICES } });
  const answered = query.dataState === 'complete' ? query.data : query.previousData;
  const people = answered ? nodesOf(answered.people) : [];
  return (
    <Autocomplete
      sx={{ minWidth: { sm: 280 }, flexGrow: { xs: 1, sm: 0 } }}
      size="small"
      options={people}
      value={value}
      loading={query.loading}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server filters by name: every option it answers is a match.
      filterOptions={(options) => options}
      // A choice fills the field with its label: the search stays what was typed.
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
        if (reason === 'clear') setTyped('');
      }}
      onChange={(_event, person) => onChange(person)}
      renderInput={(params) => <TextField {...params} label="Person" placeholder={AUDIT_MESSAGES.anyPerson} />}
    />
  );
}
