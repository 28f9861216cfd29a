// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tableCsv } from './chartTable';
import { accuracyTable, activitiesCountTable, attainmentTable, completionTable, sliceTable } from './metricsTables';

describe('chart tables', () => {
  it('lists activity counts per month and area', () => {
    const table = activitiesCountTable([{ label: 'Jan 2026', counts: [2, 0] }], ['Space', 'Animals']);
    expect(table).toEqual({ columns: ['Month', 'Space', 'Animals'], rows: [['Jan 2026', '2', '0']] });
  });

  it('writes accuracy in percent with one decimal, a gap as a blank cell', () => {
    const table = accuracyTable({
      labels: ['Jan 2026', 'Feb 2026'],
      lines: [{ id: 'g1', name: 'Stars', percents: [66.7, null] }],
    });
    expect(table).toEqual({
      columns: ['Month', 'Stars accuracy (%)'],
      rows: [
        ['Jan 2026', '66.7'],
        ['Feb 2026', ''],
      ],
    });
  });

  it('keeps two groups of one name apart, in the table and in its CSV', () => {
    const table = accuracyTable({
      labels: ['Jan 2026'],
      lines: [
        { id: 'g1', name: 'Seeds', percents: [40] },
        { id: 'g2', name: 'Seeds', percents: [90] },
      ],
    });
    expect(table.columns).toEqual(['Month', 'Seeds accuracy (%)', 'Seeds (2) accuracy (%)']);
    expect(tableCsv(table).split('\r\n')[1]).toBe('Jan 2026,40.0,90.0');
  });

  it('lists slices with their shares, and completion per month', () => {
    expect(sliceTable([{ id: '3', label: 'Year 3', value: 4, sharePercent: 33.3 }], 'Year level', 'Students')).toEqual({
      columns: ['Year level', 'Students', 'Share (%)'],
      rows: [['Year 3', '4', '33.3']],
    });
    expect(completionTable([{ label: 'Mar 2026', percent: 55 }]).rows).toEqual([['Mar 2026', '55.0']]);
  });

  it('states attainment in words', () => {
    const table = attainmentTable([
      { area: 'Space', yearLevel: 4, monthLabel: 'Mar 2026', previousYearLevel: 5, marker: 'Decrease' },
      { area: 'Physics', yearLevel: null, monthLabel: null, previousYearLevel: null, marker: null },
    ]);
    expect(table.rows).toEqual([
      ['Space', 'Year 4', 'Mar 2026', 'Year 5', 'Decrease'],
      ['Physics', '', '', '', ''],
    ]);
  });

  it('writes the same table as the project CSV: BOM, CRLF, quoted where needed', () => {
    const csv = tableCsv({
      columns: ['Learning area', 'Activities'],
      rows: [
        ["Edison's Isle", '3'],
        ['Environment & Nature, outdoors', '1'],
      ],
    });
    expect(csv).toBe('\uFEFFLearning area,Activities\r\nEdison\'s Isle,3\r\n"Environment & Nature, outdoors",1\r\n');
  });
});
