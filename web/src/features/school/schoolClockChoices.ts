import { formatDayTime } from '../../shared/dates/formats';
/*
 * The choices of the School settings page (issue 34) and how each reads, all
 * from the browser's Intl. These are previews of a choice, not dates the
 * portal shows: a date on any other page is written by the web's one date
 * module, in the zone and locale chosen here.
 */

/**
 * The locales offered: English where the portal's schools are, then the
 * languages a school elsewhere most likely writes dates in. Each is a tag
 * the server accepts (`isLocale`), written as Intl writes it.
 */
export const OFFERED_LOCALES = [
  'en-AU',
  'en-NZ',
  'en-GB',
  'en-US',
  'en-CA',
  'en-IE',
  'en-ZA',
  'en-SG',
  'en-IN',
  'fr-FR',
  'fr-CA',
  'de-DE',
  'es-ES',
  'es-MX',
  'it-IT',
  'nl-NL',
  'pt-BR',
  'zh-CN',
  'zh-TW',
  'ja-JP',
  'ko-KR',
  'id-ID',
  'vi-VN',
] as const;

/** `list`, with `current` first when the list lacks it: what the school has is always a choice. */
function withCurrent(list: readonly string[], current: string): string[] {
  return list.includes(current) || current === '' ? [...list] : [current, ...list];
}

/** Every IANA zone the browser knows, in its order, and the school's own if the browser lacks it. */
export function timeZoneChoices(current: string): string[] {
  return withCurrent(Intl.supportedValuesOf('timeZone'), current);
}

/** The offered locales, and the school's own if it is another. */
export function localeChoices(current: string): string[] {
  return withCurrent(OFFERED_LOCALES, current);
}

/** One formatter per zone: making one costs far more than using it, and the zone list has hundreds. */
const offsetFormats = new Map<string, Intl.DateTimeFormat | null>();

function offsetFormat(zone: string): Intl.DateTimeFormat | null {
  let format = offsetFormats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    } catch {
      // A zone this browser does not know (the server's list can be newer): no offset to show.
      format = null;
    }
    offsetFormats.set(zone, format);
  }
  return format;
}

/** "UTC+08:00" (or "UTC+00:00"): how far `zone` is from UTC at `at`, daylight saving included; '' for a zone unknown here. */
export function utcOffset(zone: string, at: Date): string {
  const name = offsetFormat(zone)
    ?.formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  if (name === undefined) return '';
  // Intl says "GMT+08:00", and plain "GMT" at UTC itself.
  return name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC');
}

/** Writes `at` with `options` in `zone` and `locale`; '' when this browser knows neither. */
function written(at: Date, zone: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(at);
  } catch {
    return '';
  }
}

/** "2:05 pm": the time it is in `zone` at `at`, written in `locale`. */
export function timeIn(zone: string, locale: string, at: Date): string {
  return written(at, zone, locale, { timeStyle: 'short' });
}

/** "28/11/2026" in en-AU, "11/28/2026" in en-US: the day it is in `zone` at `at`, in digits, written in `locale`. */
export function dayIn(zone: string, locale: string, at: Date): string {
  return written(at, zone, locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** "28 November 2026 at 2:05 pm" in en-AU: the day and time in `zone` at `at` as the portal will write them. */
export function dayAndTimeIn(zone: string, locale: string, at: Date): string {
  try {
    return formatDayTime(at, { timeZone: zone, locale });
  } catch {
    return '';
  }
}

/** "English (Australia)": a locale's name in English (the portal's language); the tag itself when Intl cannot name it. */
export function localeName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** What a zone's name is searched by: the name, with its underscores as spaces ("new york"), and its offset now. */
export function zoneSearchText(zone: string, at: Date): string {
  return `${zone} ${zone.replaceAll('_', ' ')} ${utcOffset(zone, at)}`;
}
