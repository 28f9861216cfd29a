import { describe, expect, it } from 'vitest';
import { accuracyPercent, groupResultsCsv, resultsFileName, studentResultsCsv } from './resultsCsv';

const BOM = '\uFEFF';
const lines = (csv: string) => csv.replace(BOM, '').trimEnd().split('\r\n');

describe('the result lists’ CSV', () => {
  it('writes a line per group answered: name, year level, students, the totals and the accuracy', () => {
    const csv = groupResultsCsv([
      {
        groupId: 'g1',
        name: 'Year 3 Explorers',
        yearLevel: 3,
        totalStudents: 8,
        totalAssignments: 4,
        completedAssignments: 2,
        totalCorrect: 30,
        totalAnswered: 45,
      },
      {
        groupId: 'g2',
        name: 'Year 5, "Investigators"',
        yearLevel: null,
        totalStudents: 0,
        totalAssignments: 0,
        completedAssignments: 0,
        totalCorrect: 0,
        totalAnswered: 0,
      },
    ]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(lines(csv)).toEqual([
      'Group Name,Year Level,Students,Assigned,Completed,Correct,Answered,Accuracy %',
      'Year 3 Explorers,3,8,4,2,30,45,66.67',
      '"Year 5, ""Investigators""",,0,0,0,0,0,',
    ]);
  });

  it('writes a line per student answered, names from the result, else from the list shown', () => {
    const totals = { totalAssignments: 3, completedAssignments: 1, totalCorrect: 9, totalAnswered: 10 };
    const csv = studentResultsCsv(
      [
        {
          userId: 's1',
          yearLevel: 3,
          ...totals,
          student: { id: 's1', firstName: 'Zoë', lastName: 'Harris', email: 'zoe@hill.school' },
        },
        { userId: 's2', yearLevel: 5, ...totals, totalCorrect: 10, student: null },
      ],
      [{ id: 's2', firstName: 'Liam', lastName: 'Chen', email: 'liam@hill.school' }],
    );
    expect(lines(csv)).toEqual([
      'First Name,Last Name,Email,Year Level,Assigned,Completed,Correct,Answered,Accuracy %',
      'Zoë,Harris,zoe@hill.school,3,3,1,9,10,90.00',
      'Liam,Chen,liam@hill.school,5,3,1,10,10,100.00',
    ]);
  });

  it('makes a name that looks like a formula plain text', () => {
    const csv = groupResultsCsv([
      {
        groupId: 'g1',
        name: '=SUM(A1)',
        yearLevel: 3,
        totalStudents: 1,
        totalAssignments: 0,
        completedAssignments: 0,
        totalCorrect: 0,
        totalAnswered: 0,
      },
    ]);
    expect(lines(csv)[1]?.startsWith("'=SUM(A1)")).toBe(true);
  });

  it('leaves the accuracy empty when nothing was answered, rather than 0 %', () => {
    expect(accuracyPercent({ totalCorrect: 0, totalAnswered: 0 })).toBe('');
    expect(accuracyPercent({ totalCorrect: 1, totalAnswered: 3 })).toBe('33.33');
  });

  it('names the file results-YYYYMMDD.csv after the day it is saved', () => {
    expect(resultsFileName(new Date(2025, 0, 7, 23, 59))).toBe('results-20250107.csv');
  });
});
