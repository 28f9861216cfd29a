import { Autocomplete, Box, TextField, Typography, createFilterOptions } from '@mui/material';
import { useMemo, useState } from 'react';
import { typedText } from '../../shared/forms/typedName';
import { timeIn, utcOffset, zoneSearchText } from './schoolClockChoices';
import { SCHOOL_SETTINGS_TEXTS, zoneNowLabel } from './schoolSettingsTexts';

export interface TimeZoneFieldProps {
  value: string;
  /** The zones offered: the browser's, and the school's own. */
  choices: readonly string[];
  /** The locale the times beside each zone are written in: the one chosen on the page. */
  locale: string;
  /** The server's refusal of the zone, shown in place of the explanation. */
  problem: string | undefined;
  onChange(zone: string): void;
}

/**
 * The school's time zone: one of the browser's IANA zones, found by typing
 * part of its name ("perth", "new york") or its offset ("+08:00"), each
 * shown with its offset from UTC and its time now. Only a listed zone can be
 * chosen, so nothing typed here is ever sent.
 */
export function TimeZoneField({ value, choices, locale, problem, onChange }: TimeZoneFieldProps) {
  // Read when the list opens (a lazy initial state, then on each opening), so the times shown are current.
  const [now, setNow] = useState(() => new Date());
  const [typed, setTyped] = useState(value);
  const filterOptions = useMemo(
    () => createFilterOptions<string>({ stringify: (zone) => zoneSearchText(zone, now), trim: true }),
    [now],
  );

  return (
    <Autocomplete
      options={choices}
      value={value}
      disableClearable
      autoHighlight
      inputValue={typed}
      // Pasted text keeps no control character, as in every field (it only filters the list).
      onInputChange={(_event, text) => setTyped(typedText(text))}
      onChange={(_event, zone) => onChange(zone)}
      onOpen={() => setNow(new Date())}
      filterOptions={filterOptions}
      noOptionsText={SCHOOL_SETTINGS_TEXTS.noTimeZoneMatches}
      renderOption={({ key, ...optionProps }, zone) => (
        <Box component="li" key={key} {...optionProps} sx={{ flexWrap: 'wrap', columnGap: 1 }}>
          <span>{zone}</span>
          {/* Read as "Australia/Perth UTC+08:00, 2:05 pm" rather than run together; the gap shows it. */}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {zoneNowLabel(utcOffset(zone, now), timeIn(zone, locale, now))}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={SCHOOL_SETTINGS_TEXTS.timeZone}
          error={problem !== undefined}
          helperText={problem ?? SCHOOL_SETTINGS_TEXTS.timeZoneExplanation}
        />
      )}
    />
  );
}
