import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { ApiError } from '../http/api-error.js';
import { FINISH_OFFSET_MS, checkAssignmentDates, finishedDates, parseAssignmentDate } from './assignment-dates.js';

const utc = (text: string) => new Date(text).getTime();

describe('parseAssignmentDate', () => {
  it.each([
    ['2030-03-04T09:30', '2030-03-04T09:30:00.000Z'],
    ['2030-03-04T09:30:15', '2030-03-04T09:30:15.000Z'],
    ['2030-03-04T09:30:15.5', '2030-03-04T09:30:15.500Z'],
    ['2030-03-04T09:30:15.123456', '2030-03-04T09:30:15.123Z'],
    ['2030-03-04T09:30Z', '2030-03-04T09:30:00.000Z'],
    ['2030-03-04T09:30:00+10:00', '2030-03-03T23:30:00.000Z'],
    ['2030-03-04T09:30-05:30', '2030-03-04T15:00:00.000Z'],
    ['2028-02-29T00:00', '2028-02-29T00:00:00.000Z'],
  ])('reads %s as %s (no zone: UTC)', (text, iso) => {
    expect(parseAssignmentDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '',
    '2030-03-04',
    '2030-03-04 09:30',
    '2030-03-04T9:30',
    '2030-3-04T09:30',
    '2030-02-30T09:30',
    '2029-02-29T09:30',
    '2030-13-01T09:30',
    '2030-03-04T24:00',
    '2030-03-04T09:60',
    '2030-03-04T09:30:60',
    '2030-03-04T09:30+24:00',
    '2030-03-04T09:30+1000',
    '1969-12-31T23:59',
    'tomorrow',
  ])('refuses %j', (text) => {
    expect(parseAssignmentDate(text)).toBeUndefined();
  });
});

describe('checkAssignmentDates', () => {
  const now = new Date('2030-03-04T10:00:00Z');
  const refusal = (start: string, end: string, startIsNew: boolean, timeZone = 'UTC', at = now) => {
    try {
      checkAssignmentDates({ startDate: new Date(start), endDate: new Date(end) }, startIsNew, { timeZone }, at);
      return undefined;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return [error.status, error.field, error.message];
    }
  };
  const beforeToday = [400, 'startDate', 'New assignments cannot start before today'];

  it('accepts a start from the school’s midnight today on, and a start equal to the end', () => {
    expect(refusal('2030-03-04T00:00:00Z', '2030-03-04T00:00:00Z', true)).toBeUndefined();
    expect(refusal('2030-03-05T08:00:00Z', '2030-03-09T15:00:00Z', true)).toBeUndefined();
  });

  it('refuses a start after the end with the due date helper text', () => {
    expect(refusal('2030-03-06T08:00:00Z', '2030-03-06T07:59:59Z', true)).toEqual([
      400,
      'startDate',
      MESSAGES.dueDateBeforeStartDate,
    ]);
    expect(MESSAGES.dueDateBeforeStartDate).toBe('Due date must be after start date');
  });

  it('refuses a new start before today with the spec’s words, but keeps an unchanged one', () => {
    expect(refusal('2030-03-03T23:59:59Z', '2030-03-09T15:00:00Z', true)).toEqual(beforeToday);
    expect(refusal('2030-01-01T08:00:00Z', '2030-03-09T15:00:00Z', false)).toBeUndefined();
  });

  // Local times with the offset each zone has on that day: Sydney leaves daylight saving at 03:00 on
  // Sunday 7 April 2030 (+11:00 to +10:00) and enters it at 02:00 on Sunday 6 October 2030 (+10:00 to +11:00).
  it.each([
    [
      'Australia/Sydney',
      'in summer time',
      '2030-03-04T00:00+11:00',
      '2030-03-04T08:00+11:00',
      '2030-03-04T14:00+11:00',
    ],
    [
      'Australia/Sydney',
      'the day before April’s change',
      '2030-04-06T00:00+11:00',
      '2030-04-06T08:00+11:00',
      '2030-04-06T14:00+11:00',
    ],
    [
      'Australia/Sydney',
      'on April’s change',
      '2030-04-07T00:00+11:00',
      '2030-04-07T08:00+10:00',
      '2030-04-07T14:00+10:00',
    ],
    [
      'Australia/Sydney',
      'the day after April’s change',
      '2030-04-08T00:00+10:00',
      '2030-04-08T08:00+10:00',
      '2030-04-08T14:00+10:00',
    ],
    [
      'Australia/Sydney',
      'in winter time',
      '2030-07-15T00:00+10:00',
      '2030-07-15T08:00+10:00',
      '2030-07-15T14:00+10:00',
    ],
    [
      'Australia/Sydney',
      'the day before October’s change',
      '2030-10-05T00:00+10:00',
      '2030-10-05T08:00+10:00',
      '2030-10-05T14:00+10:00',
    ],
    [
      'Australia/Sydney',
      'on October’s change',
      '2030-10-06T00:00+10:00',
      '2030-10-06T08:00+11:00',
      '2030-10-06T14:00+11:00',
    ],
    [
      'Australia/Sydney',
      'the day after October’s change',
      '2030-10-07T00:00+11:00',
      '2030-10-07T08:00+11:00',
      '2030-10-07T14:00+11:00',
    ],
    [
      'Pacific/Pago_Pago',
      'eleven hours behind UTC',
      '2030-03-01T00:00-11:00',
      '2030-03-01T08:00-11:00',
      '2030-03-01T14:00-11:00',
    ],
    [
      'Pacific/Kiritimati',
      'fourteen hours ahead of UTC',
      '2030-03-01T00:00+14:00',
      '2030-03-01T08:00+14:00',
      '2030-03-01T14:00+14:00',
    ],
  ])(
    '%s, %s: at 14:00 a start at 08:00 or at midnight that morning is taken, one a minute before midnight is not',
    (zone, _when, midnight, eight, two) => {
      const at = new Date(two);
      const end = '2030-12-31T00:00Z';
      expect(refusal(eight, end, true, zone, at)).toBeUndefined();
      expect(refusal(midnight, end, true, zone, at)).toBeUndefined();
      const minuteBefore = new Date(new Date(midnight).getTime() - 60_000).toISOString();
      expect(refusal(minuteBefore, end, true, zone, at)).toEqual(beforeToday);
      // The same start edited without change keeps its place whatever the day.
      expect(refusal(minuteBefore, end, false, zone, at)).toBeUndefined();
    },
  );

  it('reads today as the school’s day, not UTC’s: 08:00 in Sydney is still the UTC day before', () => {
    const at = new Date('2030-03-04T14:00+11:00');
    expect(refusal('2030-03-04T08:00+11:00', '2030-03-09T15:00Z', true, 'UTC', at)).toEqual(beforeToday);
    expect(refusal('2030-03-04T08:00+11:00', '2030-03-09T15:00Z', true, 'Australia/Sydney', at)).toBeUndefined();
  });
});

describe('finishedDates', () => {
  const now = new Date('2030-03-04T10:00:00Z');
  const fiveBefore = now.getTime() - FINISH_OFFSET_MS;

  it('ends a running assignment 5 minutes before now and keeps its start', () => {
    const dates = finishedDates(
      { startDate: new Date('2030-03-01T08:00Z'), endDate: new Date('2030-03-09T08:00Z') },
      now,
    );
    expect(dates.startDate.getTime()).toBe(utc('2030-03-01T08:00Z'));
    expect(dates.endDate.getTime()).toBe(fiveBefore);
  });

  it('moves both dates of a scheduled assignment to 5 minutes before now', () => {
    const dates = finishedDates(
      { startDate: new Date('2030-03-05T08:00Z'), endDate: new Date('2030-03-09T08:00Z') },
      now,
    );
    expect([dates.startDate.getTime(), dates.endDate.getTime()]).toEqual([fiveBefore, fiveBefore]);
  });

  it('keeps the dates of an assignment that has already ended', () => {
    const before = { startDate: new Date('2030-02-01T08:00Z'), endDate: new Date('2030-02-09T08:00Z') };
    expect(finishedDates(before, now)).toEqual(before);
  });
});
