import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { MAX_YEAR_LEVEL, MIN_YEAR_LEVEL } from '@portal/domain/limits';
import { useId } from 'react';

/** The school years the API takes (spec 2 §9: 1 to 10), from domain's limits. */
export const YEAR_LEVELS = Array.from(
  { length: MAX_YEAR_LEVEL - MIN_YEAR_LEVEL + 1 },
  (_, index) => MIN_YEAR_LEVEL + index,
);

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
