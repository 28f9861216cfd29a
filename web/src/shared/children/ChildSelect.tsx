import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { useId } from 'react';

export const CHILD_LABEL = 'Child';
/** Where a parent without children is sent (the result and metrics pages). */
export const LINK_A_CHILD = 'Link a child';

export interface ChildSelectProps {
  /** By first name, as the gateway lists them. */
  options: readonly { id: string; firstName: string }[];
  value: string;
  onChange(childId: string): void;
}

/**
 * The parent's child selector (spec 2 §2: a dropdown of the children's first
 * names). The browser's own select: a phone shows its own picker, and no menu
 * code is loaded for it.
 */
export function ChildSelect({ options, value, onChange }: ChildSelectProps) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ width: { xs: '100%', sm: '14rem' } }}>
      <InputLabel htmlFor={id} shrink>
        {CHILD_LABEL}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={CHILD_LABEL} notched />}
      >
        {options.map(({ id: childId, firstName }) => (
          <option key={childId} value={childId}>
            {firstName}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
