import { FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { useId, useState } from 'react';
import { dayAndTimeIn, dayIn, localeName } from './schoolClockChoices';
import { SCHOOL_SETTINGS_TEXTS, localeExample, localeOptionLabel } from './schoolSettingsTexts';

export interface LocaleFieldProps {
  value: string;
  /** The locales offered, and the school's own. */
  choices: readonly string[];
  /** The zone the examples are the time of: the one chosen on the page. */
  timeZone: string;
  /** The server's refusal of the locale, shown in place of the example. */
  problem: string | undefined;
  onChange(locale: string): void;
}

/**
 * How the school writes dates: the browser's own select (light, and usable
 * on a phone), each choice showing today written its way, and under it the
 * day and time at the school written the chosen way.
 */
export function LocaleField({ value, choices, timeZone, problem, onChange }: LocaleFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  // Read once: a day written in each choice needs no ticking clock.
  const [now] = useState(() => new Date());
  return (
    <FormControl fullWidth error={problem !== undefined}>
      <InputLabel htmlFor={id} shrink>
        {SCHOOL_SETTINGS_TEXTS.locale}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={SCHOOL_SETTINGS_TEXTS.locale} notched />}
        inputProps={{ id, 'aria-describedby': helperId }}
      >
        {choices.map((tag) => (
          <option key={tag} value={tag}>
            {localeOptionLabel(tag, localeName(tag), dayIn(timeZone, tag, now))}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText id={helperId}>{problem ?? localeExample(dayAndTimeIn(timeZone, value, now))}</FormHelperText>
    </FormControl>
  );
}
