import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface TextInputProps extends Pick<
  OutlinedInputProps,
  'type' | 'autoComplete' | 'value' | 'onChange' | 'onBlur' | 'autoFocus' | 'inputProps' | 'inputRef' | 'required'
> {
  label: string;
  /** Shown below the field; marks it invalid when `error` is set. */
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
  /** Keeps the label above the field even when empty: a date field always shows its own mask. */
  shrinkLabel?: boolean;
}

/**
 * An outlined text field, labelled and described like MUI's TextField, for
 * a form without a select. TextField supports `select` and so brings Select,
 * Menu, Popover and Modal into every page that uses it; composing its parts
 * keeps them off the sign-in and register pages (issue 9, JavaScript budget).
 */
export function TextInput({
  label,
  helperText,
  error = false,
  fullWidth = false,
  shrinkLabel,
  ...input
}: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrinkLabel}
        aria-describedby={helperText ? helperId : undefined}
        {...input}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
