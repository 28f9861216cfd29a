/**
 * The School settings page's own texts (issue 34). The server's refusals
 * ("Not a time zone", "Not a locale") are `TIME_ZONE_MESSAGES` of
 * `@portal/domain`, shown as the server words them.
 */
export const SCHOOL_SETTINGS_TEXTS = {
  heading: 'School Settings',
  schoolName: 'School',
  timeZone: 'Time zone',
  timeZoneExplanation:
    "Every day, report date and metrics month is counted in this zone; changing it recounts past months' metrics.",
  noTimeZoneMatches: 'No time zone matches',
  locale: 'Locale',
  save: 'Save',
  saved: 'The school settings were saved.',
} as const;

/** "UTC+08:00, 2:05 pm": a zone's offset from UTC and its time now, beside the zone's name. */
export function zoneNowLabel(offset: string, time: string): string {
  return time ? `${offset}, ${time}` : offset;
}

/**
 * "en-AU · 28/11/2026 · English (Australia)": a locale's tag, today written
 * its way, and its name; in that order, so a phone's narrow select, which
 * cuts the end off, still shows the first two.
 */
export function localeOptionLabel(tag: string, name: string, example: string): string {
  return [tag, example, name !== tag ? name : ''].filter(Boolean).join(' · ');
}

/** Under the locale: a day and time at the school, written the chosen way. */
export function localeExample(example: string): string {
  return `Now at the school: ${example}`;
}
