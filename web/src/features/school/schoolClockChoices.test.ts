// @vitest-environment node
import { isLocale, isTimeZone } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  dayIn,
  localeChoices,
  localeName,
  OFFERED_LOCALES,
  timeZoneChoices,
  utcOffset,
  zoneSearchText,
} from './schoolClockChoices';

/** 28 November 2026, 03:00 UTC: already the 28th in Sydney (daylight saving, UTC+11), still the 27th in Pago Pago. */
const AT = new Date('2026-11-28T03:00:00Z');

describe('the School settings choices', () => {
  it('offers only locales the server accepts', () => {
    expect(OFFERED_LOCALES.filter((tag) => !isLocale(tag))).toEqual([]);
  });

  it("offers the browser's zones, each one the server accepts, and the school's own when the list lacks it", () => {
    const zones = timeZoneChoices('Australia/Sydney');
    expect(zones).toContain('Australia/Perth');
    expect(zones.filter((zone) => !isTimeZone(zone))).toEqual([]);
    expect(timeZoneChoices('UTC')[0]).toBe('UTC');
    expect(localeChoices('mi-NZ')[0]).toBe('mi-NZ');
    expect(localeChoices('en-AU')).toEqual([...OFFERED_LOCALES]);
  });

  it("gives a zone's offset as it is on the day, daylight saving included", () => {
    expect(utcOffset('Australia/Sydney', AT)).toBe('UTC+11:00');
    expect(utcOffset('Australia/Sydney', new Date('2026-06-01T00:00:00Z'))).toBe('UTC+10:00');
    expect(utcOffset('Pacific/Pago_Pago', AT)).toBe('UTC-11:00');
    expect(utcOffset('UTC', AT)).toBe('UTC+00:00');
    expect(utcOffset('Etc/Unknown_Place', AT)).toBe('');
  });

  it("writes the school's day in the chosen locale and zone", () => {
    expect(dayIn('Australia/Sydney', 'en-AU', AT)).toBe('28/11/2026');
    expect(dayIn('Australia/Sydney', 'en-US', AT)).toBe('11/28/2026');
    expect(dayIn('Pacific/Pago_Pago', 'en-AU', AT)).toBe('27/11/2026');
    expect(localeName('en-AU')).toBe('English (Australia)');
  });

  it('finds a zone by words of its name and by its offset', () => {
    expect(zoneSearchText('America/New_York', AT)).toContain('America/New York');
    expect(zoneSearchText('Pacific/Kiritimati', AT)).toContain('+14:00');
  });
});
