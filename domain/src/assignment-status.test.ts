import { describe, expect, it } from 'vitest';
import { assignmentStatus, assignmentStatusColour } from './assignment-status.js';

const start = new Date('2026-03-01T09:00:00Z');
const end = new Date('2026-03-10T15:00:00Z');

describe('assignment status from dates (spec 1 §4)', () => {
  it('is Scheduled before the start', () => {
    expect(assignmentStatus(start, end, new Date('2026-02-28T00:00:00Z'))).toBe('Scheduled');
  });

  it('is In Progress from the start to the end, both included', () => {
    expect(assignmentStatus(start, end, start)).toBe('In Progress');
    expect(assignmentStatus(start, end, new Date('2026-03-05T00:00:00Z'))).toBe('In Progress');
    expect(assignmentStatus(start, end, end)).toBe('In Progress');
  });

  it('is Completed after the end', () => {
    expect(assignmentStatus(start, end, new Date('2026-03-10T15:00:01Z'))).toBe('Completed');
  });

  it('colours the chips as the spec says', () => {
    expect(assignmentStatusColour('Scheduled')).toBe('warning');
    expect(assignmentStatusColour('Completed')).toBe('error');
    expect(assignmentStatusColour('In Progress')).toBe('primary');
  });
});
