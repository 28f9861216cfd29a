import { describe, expect, it } from 'vitest';
import {
  dayStamp,
  formatCalendarDay,
  formatDay,
  formatDayTime,
  formatMonth,
  schoolToday,
  secondStamp,
} from './formats';

const PERTH = { timeZone: 'Australia/Perth', locale: 'en-AU' };
const NEW_YORK_US = { timeZone: 'America/New_York', locale: 'en-US' };
/** 20:30 on 30 November at UTC: already 1 December in Perth (UTC+8), still 30 November in New York. */
const EVENING_UTC = new Date('2026-11-30T20:30:00Z');

describe("the web's dates, in the school's zone and locale (issue 34)", () => {
  it("writes a day as the school's calendar has it, whatever zone the browser is in", () => {
    expect(formatDay(EVENING_UTC, PERTH)).toBe('1 December 2026');
    expect(formatDay('2026-11-30T20:30:00Z', NEW_YORK_US)).toBe('November 30, 2026');
  });

  it("writes a day and time on the school's wall clock", () => {
    expect(formatDayTime(EVENING_UTC, PERTH)).toMatch(/^1 December 2026 at 4:30\s?am$/);
    expect(formatDayTime(EVENING_UTC, NEW_YORK_US)).toMatch(/^November 30, 2026 at 3:30\s?PM$/);
  });

  it("names a month in the school's locale, and a calendar day without moving it", () => {
    expect(formatMonth(2026, 1, PERTH)).toBe('Jan 2026');
    expect(formatMonth(2026, 1, { timeZone: 'Europe/Paris', locale: 'fr-FR' })).toBe('janv. 2026');
    expect(formatCalendarDay('2026-03-05', NEW_YORK_US)).toBe('March 5, 2026');
    expect(formatCalendarDay('2026-03-05', { timeZone: 'Pacific/Kiritimati', locale: 'en-AU' })).toBe('5 March 2026');
    expect(formatCalendarDay('not a day', PERTH)).toBe('not a day');
  });

  it("stamps files with the school's today", () => {
    expect(schoolToday(PERTH, EVENING_UTC)).toBe('2026-12-01');
    expect(dayStamp(NEW_YORK_US, EVENING_UTC)).toBe('20261130');
    expect(secondStamp(PERTH, new Date('2026-11-30T20:30:07Z'))).toBe('20261201043007');
  });
});
