import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { useId } from 'react';

/** The API's range of school years: 0 (the foundation year) to 12. */
export const YEAR_LEVELS = Array.from({ length: 13 }, (_, year) => year);

/**
 * An optional year level, chosen from the ones the server accepts: the
 * browser's own select, light and usable on a phone. '' is "not set".
 */
export function YearLevelField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id} shrink>
        Year level (optional)
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label="Year level (optional)" notched />}
        inputProps={{ id }}
      >
        <option value="">Not set</option>
        {YEAR_LEVELS.map((year) => (
          <option key={year} value={String(year)}>
            {year}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
