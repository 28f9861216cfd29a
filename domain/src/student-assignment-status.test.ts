import { describe, expect, it } from 'vitest';
import {
  studentAssignmentStatus,
  studentScoreText,
  studentStatusColour,
  studentStatusFromCounts,
  type StudentAssignmentStatus,
} from './student-assignment-status.js';

describe("a student's status at an assignment, one word for every page (issue 35)", () => {
  it('is Not started for a student who never tried, never Completed', () => {
    expect(studentAssignmentStatus({ attempted: [false, false], completed: [false, false] })).toBe('Not started');
  });

  it('is Not started for an assignment with no activities', () => {
    expect(studentAssignmentStatus({ attempted: [], completed: [] })).toBe('Not started');
  });

  it('is Started once any activity is tried, even if none is finished', () => {
    expect(studentAssignmentStatus({ attempted: [false, true], completed: [false, false] })).toBe('Started');
  });

  it('stays Started while one activity is still unfinished', () => {
    expect(studentAssignmentStatus({ attempted: [true, true], completed: [true, false] })).toBe('Started');
  });

  it('is Completed once every activity has a finished attempt', () => {
    expect(studentAssignmentStatus({ attempted: [true, true], completed: [true, true] })).toBe('Completed');
  });
});

describe("a student's score at an assignment", () => {
  it('sums the graded answers over the activities, with the percent', () => {
    expect(
      studentScoreText([
        { correct: 4, answered: 5 },
        { correct: 3, answered: 5 },
      ]),
    ).toBe('7 of 10 (70%)');
  });

  it('is absent when nothing graded was answered', () => {
    expect(studentScoreText([{ correct: 0, answered: 0 }])).toBeNull();
    expect(studentScoreText([])).toBeNull();
  });
});

describe("a student's status from a result's counts", () => {
  it('reads the same word as from the activities themselves', () => {
    expect(studentStatusFromCounts(3, 0, 0)).toBe('Not started');
    expect(studentStatusFromCounts(3, 2, 1)).toBe('Started');
    expect(studentStatusFromCounts(3, 3, 3)).toBe('Completed');
    expect(studentStatusFromCounts(0, 0, 0)).toBe('Not started');
  });

  it('colours Completed green and Not started grey', () => {
    expect(
      ['Completed', 'Started', 'Not started'].map((s) => studentStatusColour(s as StudentAssignmentStatus)),
    ).toEqual(['success', 'primary', 'default']);
  });
});
