import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { ApiError } from '../http/api-error.js';
import {
  FINISH_OFFSET_MS,
  checkAssignmentDates,
  finishedDates,
  parseAssignmentDate,
  startOfUtcDay,
} from './assignment-dates.js';

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
  const refusal = (start: string, end: string, startIsNew: boolean) => {
    try {
      checkAssignmentDates({ startDate: new Date(start), endDate: new Date(end) }, startIsNew, now);
      return undefined;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return [error.status, error.field, error.message];
    }
  };

  it('accepts a start from midnight UTC today on, and a start equal to the end', () => {
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
    expect(refusal('2030-03-03T23:59:59Z', '2030-03-09T15:00:00Z', true)).toEqual([
      400,
      'startDate',
      'New assignments must cannot be start before today',
    ]);
    expect(refusal('2030-01-01T08:00:00Z', '2030-03-09T15:00:00Z', false)).toBeUndefined();
  });
});

describe('finishedDates and startOfUtcDay', () => {
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

  it('starts the UTC day at midnight UTC', () => {
    expect(startOfUtcDay(new Date('2030-03-04T23:59:59.999Z')).toISOString()).toBe('2030-03-04T00:00:00.000Z');
  });
});
