import { Autocomplete, TextField } from '@mui/material';
import { TRACKED_MAX } from './trackProgress';

export const TRACKED_LABEL = 'Assignments followed';

export interface TrackedPickerProps {
  /** The group's assignments, in the one order of assignment lists. */
  options: readonly { id: string; name: string }[];
  selected: readonly string[];
  onChange(ids: string[]): void;
}

/** Which of the group's assignments the progress table follows (issue 35: any of them, up to eight at once). */
export function TrackedPicker({ options, selected, onChange }: TrackedPickerProps) {
  const chosen = new Set(selected);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={options.filter(({ id }) => chosen.has(id))}
      getOptionLabel={({ name }) => name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionDisabled={({ id }) => chosen.size >= TRACKED_MAX && !chosen.has(id)}
      onChange={(_event, value) => onChange(value.map(({ id }) => id))}
      renderInput={(params) => (
        <TextField {...params} label={TRACKED_LABEL} helperText={`Up to ${TRACKED_MAX} at once.`} />
      )}
      sx={{ mb: 2 }}
    />
  );
}
