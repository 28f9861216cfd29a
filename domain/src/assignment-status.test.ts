import { describe, expect, it } from 'vitest';
import { assignmentStatus, assignmentStatusColour, OPEN_STATUS } from './assignment-status.js';

const start = new Date('2026-03-01T09:00:00Z');
const end = new Date('2026-03-10T15:00:00Z');

describe('assignment status from dates (spec 1 §4)', () => {
  it('is Scheduled before the start, to the millisecond', () => {
    expect(assignmentStatus(start, end, new Date('2026-02-28T00:00:00Z'))).toBe('Scheduled');
    expect(assignmentStatus(start, end, new Date(start.getTime() - 1))).toBe('Scheduled');
  });

  it('is In Progress from the start to the end, both included', () => {
    expect(assignmentStatus(start, end, start)).toBe('In Progress');
    expect(assignmentStatus(start, end, new Date('2026-03-05T00:00:00Z'))).toBe('In Progress');
    expect(assignmentStatus(start, end, end)).toBe('In Progress');
  });

  it('is Completed after the end, to the millisecond', () => {
    expect(assignmentStatus(start, end, new Date(end.getTime() + 1))).toBe('Completed');
    expect(assignmentStatus(start, end, new Date('2027-01-01T00:00:00Z'))).toBe('Completed');
  });

  it('is In Progress for an assignment starting and ending at the same moment, at that moment only', () => {
    expect(assignmentStatus(start, start, start)).toBe('In Progress');
    expect(assignmentStatus(start, start, new Date(start.getTime() + 1))).toBe('Completed');
  });

  it('is Open for a blank new assignment (spec 1 §3), whatever the clock', () => {
    expect(OPEN_STATUS).toBe('Open');
    expect(assignmentStatus(null, null, start)).toBe('Open');
    expect(assignmentStatus(undefined, undefined)).toBe('Open');
    expect(assignmentStatus(start, null, end)).toBe('Open');
    expect(assignmentStatus(null, end, start)).toBe('Open');
  });

  it('reads the real clock when none is given', () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    expect(assignmentStatus(past, future)).toBe('In Progress');
    expect(assignmentStatus(future, future)).toBe('Scheduled');
    expect(assignmentStatus(past, past)).toBe('Completed');
  });

  it('colours the chips calmly: Completed is never red (issue 35)', () => {
    expect(assignmentStatusColour('Scheduled')).toBe('warning');
    expect(assignmentStatusColour('Completed')).toBe('default');
    expect(assignmentStatusColour('In Progress')).toBe('success');
    expect(assignmentStatusColour('Open')).toBe('primary');
  });
});
