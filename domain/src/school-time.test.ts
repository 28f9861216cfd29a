import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  addLocalMonths,
  instantOfLocalMinute,
  isLocale,
  isTimeZone,
  localDay,
  localMinute,
  localMonth,
  startOfLocalDay,
  startOfLocalMonth,
} from './school-time.js';

const SYDNEY = 'Australia/Sydney';
const PAGO_PAGO = 'Pacific/Pago_Pago'; // UTC−11 all year
const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14 all year
const at = (iso: string) => new Date(iso);
const hoursBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe('a school in Sydney across daylight saving (April and October 2026)', () => {
  it('begins 5 April (daylight saving ends) at midnight summer time and 6 April at midnight winter time: a 25-hour day', () => {
    const fifth = startOfLocalDay('2026-04-05', SYDNEY);
    const sixth = startOfLocalDay('2026-04-06', SYDNEY);
    expect(fifth.toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(sixth.toISOString()).toBe('2026-04-05T14:00:00.000Z');
    expect(hoursBetween(fifth, sixth)).toBe(25);
  });

  it('begins 4 October (daylight saving starts) at midnight winter time and 5 October at midnight summer time: a 23-hour day', () => {
    const fourth = startOfLocalDay('2026-10-04', SYDNEY);
    const fifth = startOfLocalDay('2026-10-05', SYDNEY);
    expect(fourth.toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(fifth.toISOString()).toBe('2026-10-04T13:00:00.000Z');
    expect(hoursBetween(fourth, fifth)).toBe(23);
  });

  it('names the local day on either side of each change', () => {
    expect(localDay(at('2026-04-04T12:59:59Z'), SYDNEY)).toBe('2026-04-04');
    expect(localDay(at('2026-04-04T13:00:00Z'), SYDNEY)).toBe('2026-04-05');
    // 23:30 winter time on the long day is still the 5th.
    expect(localDay(at('2026-04-05T13:30:00Z'), SYDNEY)).toBe('2026-04-05');
    expect(localDay(at('2026-04-05T14:00:00Z'), SYDNEY)).toBe('2026-04-06');
    expect(localDay(at('2026-10-03T13:59:59Z'), SYDNEY)).toBe('2026-10-03');
    expect(localDay(at('2026-10-03T14:00:00Z'), SYDNEY)).toBe('2026-10-04');
    expect(localDay(at('2026-10-04T12:59:59Z'), SYDNEY)).toBe('2026-10-04');
    expect(localDay(at('2026-10-04T13:00:00Z'), SYDNEY)).toBe('2026-10-05');
  });

  it('calls 08:00 local on the morning after each change that local day, though UTC is still on the day before', () => {
    expect(localDay(at('2026-04-05T22:00:00Z'), SYDNEY)).toBe('2026-04-06'); // 08:00 AEST
    expect(localDay(at('2026-10-04T21:00:00Z'), SYDNEY)).toBe('2026-10-05'); // 08:00 AEDT
  });

  it('begins April at midnight summer time and November at midnight summer time', () => {
    expect(startOfLocalMonth('2026-04', SYDNEY).toISOString()).toBe('2026-03-31T13:00:00.000Z');
    expect(startOfLocalMonth('2026-07', SYDNEY).toISOString()).toBe('2026-06-30T14:00:00.000Z');
    expect(startOfLocalMonth('2026-11', SYDNEY).toISOString()).toBe('2026-10-31T13:00:00.000Z');
  });
});

describe('schools at the ends of the clock', () => {
  it('puts 09:00 local on 1 March in March at UTC+14, while UTC is still in February', () => {
    const nineOnFirstMarch = at('2026-02-28T19:00:00Z');
    expect(localMonth(nineOnFirstMarch, KIRITIMATI)).toBe('2026-03');
    expect(localDay(nineOnFirstMarch, KIRITIMATI)).toBe('2026-03-01');
    expect(startOfLocalMonth('2026-03', KIRITIMATI).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });

  it('puts 09:00 local on 1 March in March at UTC−11, and 20:00 local on 31 March still in March though UTC is in April', () => {
    expect(localMonth(at('2026-03-01T20:00:00Z'), PAGO_PAGO)).toBe('2026-03');
    expect(localMonth(at('2026-04-01T07:00:00Z'), PAGO_PAGO)).toBe('2026-03');
    expect(startOfLocalMonth('2026-03', PAGO_PAGO).toISOString()).toBe('2026-03-01T11:00:00.000Z');
  });

  it('calls 08:00 local that local day in both', () => {
    expect(localDay(at('2026-03-01T19:00:00Z'), PAGO_PAGO)).toBe('2026-03-01');
    expect(localDay(at('2026-02-28T18:00:00Z'), KIRITIMATI)).toBe('2026-03-01');
    expect(startOfLocalDay('2026-03-01', PAGO_PAGO).toISOString()).toBe('2026-03-01T11:00:00.000Z');
    expect(startOfLocalDay('2026-03-01', KIRITIMATI).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });

  it('gives 24-hour days where there is no daylight saving', () => {
    for (const zone of [PAGO_PAGO, KIRITIMATI, 'UTC']) {
      expect(hoursBetween(startOfLocalDay('2026-10-04', zone), startOfLocalDay('2026-10-05', zone))).toBe(24);
    }
  });
});

describe('months', () => {
  it('adds and takes away months across years', () => {
    expect(addLocalMonths('2026-12', 1)).toBe('2027-01');
    expect(addLocalMonths('2026-01', -1)).toBe('2025-12');
    expect(addLocalMonths('2026-03', -15)).toBe('2024-12');
    expect(addLocalMonths('2026-03', 0)).toBe('2026-03');
  });

  it('refuses what is not a day or a month', () => {
    expect(() => startOfLocalDay('2026-02-30', SYDNEY)).toThrow(RangeError);
    expect(() => startOfLocalDay('5 April', SYDNEY)).toThrow(RangeError);
    expect(() => startOfLocalMonth('2026-13', SYDNEY)).toThrow(RangeError);
    expect(() => addLocalMonths('2026-03', 1.5)).toThrow(RangeError);
    expect(() => localDay(at('2026-03-01T00:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('which zones and locales a school may give', () => {
  it('takes the defaults, IANA places, UTC and an alias a browser may report', () => {
    expect(isTimeZone(DEFAULT_TIME_ZONE)).toBe(true);
    for (const zone of [SYDNEY, PAGO_PAGO, KIRITIMATI, 'UTC', 'Europe/London', 'Asia/Kolkata', 'Asia/Calcutta']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  it('refuses offsets, other spellings, unknown places and hostile text', () => {
    for (const zone of [
      '+10:00',
      'Etc/GMT-10',
      'australia/sydney',
      'Mars/Olympus',
      '',
      ' ',
      'Australia/Sydney\n',
      'A'.repeat(65),
      42,
      null,
    ]) {
      expect(isTimeZone(zone), String(zone)).toBe(false);
    }
  });

  it('takes locales Intl can name, written as Intl writes them', () => {
    expect(isLocale(DEFAULT_LOCALE)).toBe(true);
    for (const tag of ['en', 'en-AU', 'en-NZ', 'fr-FR', 'zh-Hant-TW', 'es-419']) expect(isLocale(tag), tag).toBe(true);
  });

  it('refuses unknown languages and regions, other spellings and hostile text', () => {
    for (const tag of ['xx', 'en-XX', 'en-au', 'en_AU', 'en-AU-u-ca-buddhist', '', 'en-AU\u0000', 'e'.repeat(36), 7]) {
      expect(isLocale(tag), String(tag)).toBe(false);
    }
  });
});
describe('wall-clock minutes (what a datetime-local field holds)', () => {
  it("reads Perth's 08:00 as 00:00 UTC, whatever zone the computer running this is in", () => {
    expect(instantOfLocalMinute('2026-12-01T08:00', 'Australia/Perth')?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(localMinute(new Date('2026-12-01T00:00:00Z'), 'Australia/Perth')).toBe('2026-12-01T08:00');
    expect(localMinute(new Date('2026-12-01T00:00:00Z'), 'America/New_York')).toBe('2026-11-30T19:00');
  });

  it('follows Sydney across daylight saving: +11 in summer, +10 in winter', () => {
    expect(instantOfLocalMinute('2026-04-04T09:00', SYDNEY)?.toISOString()).toBe('2026-04-03T22:00:00.000Z');
    expect(instantOfLocalMinute('2026-04-06T09:00', SYDNEY)?.toISOString()).toBe('2026-04-05T23:00:00.000Z');
    expect(localMinute(new Date('2026-10-04T16:30:00Z'), SYDNEY)).toBe('2026-10-05T03:30');
  });

  it('reads a skipped minute as the hour after, and a repeated minute as its first showing', () => {
    // 4 October 2026: 02:00 becomes 03:00 in Sydney.
    expect(instantOfLocalMinute('2026-10-04T02:30', SYDNEY)?.toISOString()).toBe('2026-10-03T16:30:00.000Z');
    // 5 April 2026: 03:00 summer time becomes 02:00 winter time; 02:30 comes twice.
    const repeated = instantOfLocalMinute('2026-04-05T02:30', SYDNEY);
    expect(repeated && localMinute(repeated, SYDNEY)).toBe('2026-04-05T02:30');
  });

  it('is undefined for what is not a minute, and refuses an unknown zone', () => {
    for (const value of ['', '2026-02-30T08:00', '2026-12-01 08:00', '2026-12-01T24:00', '2026-12-01T08:00:00Z']) {
      expect(instantOfLocalMinute(value, SYDNEY)).toBeUndefined();
    }
    expect(() => instantOfLocalMinute('2026-12-01T08:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});
