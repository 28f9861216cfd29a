import { Box, Button, Stack, Typography } from '@mui/material';
import { useMemo, useState, type FormEvent } from 'react';
import { LocaleField } from './LocaleField';
import { localeChoices, timeZoneChoices } from './schoolClockChoices';
import { SCHOOL_SETTINGS_TEXTS } from './schoolSettingsTexts';
import { TimeZoneField } from './TimeZoneField';

/** A school's clock: its IANA time zone and its locale. */
export interface SchoolClock {
  timeZone: string;
  locale: string;
}

/** What the server refused, by field, in its own words; empty when it saved. */
export type SchoolClockProblems = Partial<Record<keyof SchoolClock, string>>;

export interface SchoolSettingsFormProps {
  schoolName: string;
  /** The school's clock as saved: the form starts from it, and Save waits for a change to it. */
  saved: SchoolClock;
  saving: boolean;
  /** Sends the changed fields; resolves to the server's refusals of fields (none when it saved). */
  onSave(changes: Partial<SchoolClock>): Promise<SchoolClockProblems>;
}

/**
 * The school's name, its time zone and its locale (issue 34). Save sends
 * what changed; a refusal shows at its field and every choice stays.
 */
export function SchoolSettingsForm({ schoolName, saved, saving, onSave }: SchoolSettingsFormProps) {
  const [clock, setClock] = useState<SchoolClock>(saved);
  const [problems, setProblems] = useState<SchoolClockProblems>({});
  // The school's own zone and locale stay choices even when the browser's lists lack them.
  const zones = useMemo(() => timeZoneChoices(saved.timeZone), [saved.timeZone]);
  const locales = useMemo(() => localeChoices(saved.locale), [saved.locale]);
  const changes: Partial<SchoolClock> = {
    ...(clock.timeZone !== saved.timeZone && { timeZone: clock.timeZone }),
    ...(clock.locale !== saved.locale && { locale: clock.locale }),
  };
  const changed = Object.keys(changes).length > 0;

  const choose = (field: keyof SchoolClock, value: string) => {
    setClock((before) => ({ ...before, [field]: value }));
    // A new choice is not the one refused.
    setProblems(({ [field]: _refused, ...others }) => others);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || saving) return;
    setProblems(await onSave(changes));
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {SCHOOL_SETTINGS_TEXTS.schoolName}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{schoolName}</Typography>
        </Box>
        <TimeZoneField
          value={clock.timeZone}
          choices={zones}
          locale={clock.locale}
          problem={problems.timeZone}
          onChange={(zone) => choose('timeZone', zone)}
        />
        <LocaleField
          value={clock.locale}
          choices={locales}
          timeZone={clock.timeZone}
          problem={problems.locale}
          onChange={(locale) => choose('locale', locale)}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={!changed} loading={saving}>
            {SCHOOL_SETTINGS_TEXTS.save}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
