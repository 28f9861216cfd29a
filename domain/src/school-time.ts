import { TZDate } from '@date-fns/tz';
import { LOCALE_MAX_LENGTH, TIME_ZONE_MAX_LENGTH } from './limits.js';

/*
 * A school's days and months, in the school's own time zone (issue 34). A
 * school is in one place: its "today" begins at its local midnight, which is
 * a different instant each day across a daylight-saving change, so every
 * conversion here asks the zone's rules (through `@date-fns/tz`, which reads
 * the platform's Intl) and none adds a fixed offset.
 *
 * Days are 'YYYY-MM-DD' and months 'YYYY-MM' strings: a local day is a name
 * on a calendar, not an instant, and a string cannot be mistaken for one.
 */

/** A school's zone when it has not said one: the portal's first schools are in New South Wales. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/** A school's locale (how dates and numbers are written) when it has not said one. */
export const DEFAULT_LOCALE = 'en-AU';

export const TIME_ZONE_MESSAGES = {
  notATimeZone: 'Not a time zone',
  notALocale: 'Not a locale',
} as const;

let zones: ReadonlySet<string> | undefined;

/** The platform's IANA zones, plus 'UTC' (which `Intl.supportedValuesOf` leaves out). */
function knownZones(): ReadonlySet<string> {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones;
}

/** An IANA name's shape: Area/Location, capitalised, no offset signs ('Etc/GMT+10' and '+10:00' are offsets, not places). */
const ZONE_NAME = /^[A-Z][A-Za-z]*(?:\/[A-Z][A-Za-z0-9_-]*)+$/;

/**
 * Whether `name` is a time zone the platform knows: one of
 * `Intl.supportedValuesOf('timeZone')`, 'UTC', or a place name Intl resolves
 * to one of those (browsers disagree on canonical names: one says
 * 'Asia/Kolkata' where Node's list has 'Asia/Calcutta'). Fixed offsets and
 * other spellings of a name ('australia/sydney') are refused.
 */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > TIME_ZONE_MAX_LENGTH) return false;
  if (knownZones().has(name)) return true;
  if (!ZONE_NAME.test(name)) return false;
  try {
    return knownZones().has(new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/** A BCP 47 tag of a language, maybe a script and a region: no variants or extensions a school would not mean. */
const LOCALE_SHAPE = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/;

const languageNames = () => new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const regionNames = () => new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * Whether `tag` is a locale the platform knows, written as Intl writes it
 * ('en-AU', not 'en-au' or 'en_AU'): a language Intl can name, and a region
 * Intl can name when there is one. 'xx' and 'en-XX' are refused.
 */
export function isLocale(tag: unknown): tag is string {
  if (typeof tag !== 'string' || tag.length === 0 || tag.length > LOCALE_MAX_LENGTH) return false;
  if (!LOCALE_SHAPE.test(tag)) return false;
  try {
    if (Intl.getCanonicalLocales(tag)[0] !== tag) return false;
    const locale = new Intl.Locale(tag);
    if (languageNames().of(locale.language) === undefined) return false;
    return locale.region === undefined || regionNames().of(locale.region) !== undefined;
  } catch {
    return false;
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

function zoned(instant: Date, zone: string): TZDate {
  if (!isTimeZone(zone)) throw new RangeError(`Not a time zone: ${zone}`);
  if (Number.isNaN(instant.getTime())) throw new RangeError('Not an instant');
  return new TZDate(instant.getTime(), zone);
}

/** The local day ('YYYY-MM-DD') it is in `zone` at `instant`. */
export function localDay(instant: Date, zone: string): string {
  const local = zoned(instant, zone);
  return `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The local month ('YYYY-MM') it is in `zone` at `instant`. */
export function localMonth(instant: Date, zone: string): string {
  return localDay(instant, zone).slice(0, 7);
}

function parseDay(day: string): [year: number, monthIndex: number, date: number] {
  const match = DAY.exec(day);
  const [year, month, date] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  // A calendar check without a zone: 2026-02-30 rolls over to March in UTC.
  const check = new Date(Date.UTC(year, month - 1, date));
  if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  }
  return [year, month - 1, date];
}

function parseMonth(month: string): [year: number, monthIndex: number] {
  const match = MONTH.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  if (!match || index < 0 || index > 11) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  return [Number(match[1]), index];
}

/** The instant the local day begins in `zone`: its first moment (local midnight, or the first time after a gap). */
function startOf(year: number, monthIndex: number, date: number, zone: string): Date {
  if (!isTimeZone(zone)) throw new RangeError(`Not a time zone: ${zone}`);
  return new Date(new TZDate(year, monthIndex, date, zone).getTime());
}

/** The instant local `day` ('YYYY-MM-DD') begins in `zone`. */
export function startOfLocalDay(day: string, zone: string): Date {
  const [year, monthIndex, date] = parseDay(day);
  return startOf(year, monthIndex, date, zone);
}

/** The instant local `month` ('YYYY-MM') begins in `zone`: its first day's start. */
export function startOfLocalMonth(month: string, zone: string): Date {
  const [year, monthIndex] = parseMonth(month);
  return startOf(year, monthIndex, 1, zone);
}

/** The month `count` months after `month` ('YYYY-MM'; a negative count goes back): calendar arithmetic, no zone. */
export function addLocalMonths(month: string, count: number): string {
  if (!Number.isInteger(count)) throw new RangeError(`Not a whole number of months: ${count}`);
  const [year, monthIndex] = parseMonth(month);
  const total = year * 12 + monthIndex + count;
  return `${pad(Math.floor(total / 12), 4)}-${pad((total % 12) + 1)}`;
}

/** A wall-clock minute as a `datetime-local` field holds it: 'YYYY-MM-DDTHH:mm'. */
const WALL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall-clock minute ('YYYY-MM-DDTHH:mm') it is in `zone` at `instant`: what a school's clock on the wall reads. */
export function localMinute(instant: Date, zone: string): string {
  const local = zoned(instant, zone);
  return `${localDay(instant, zone)}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/**
 * The instant a school's wall clock reads `minute` ('YYYY-MM-DDTHH:mm') in
 * `zone`; undefined when it is not such a minute. A minute the clock skips
 * (02:30 when daylight saving starts) is the instant an hour on, as the clock
 * then reads; a minute it shows twice (when daylight saving ends) is the first.
 */
export function instantOfLocalMinute(minute: string, zone: string): Date | undefined {
  const match = WALL_MINUTE.exec(minute.trim());
  if (!match) return undefined;
  const [year, month, date, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date || hours > 23 || minutes > 59) return undefined;
  if (!isTimeZone(zone)) throw new RangeError(`Not a time zone: ${zone}`);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, zone).getTime());
}
