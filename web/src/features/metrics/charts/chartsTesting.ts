import { screen, within } from '@testing-library/react';
import type { MetricsMonthData } from './chartData';

/* What the chart component tests share: three months of data and ways to read a card. */

export const month = (
  m: number,
  completeRate: number | null,
  areas: [string, number, number | null][],
): MetricsMonthData => ({
  year: 2026,
  month: m,
  completeRate,
  accuracyRate: null,
  yearLevel: null,
  learningAreas: areas.map(([learningArea, activityCount, yearLevel]) => ({ learningArea, activityCount, yearLevel })),
});

/** Weather is worked in March but never selected: it must appear nowhere. */
export const MONTHS = [
  month(1, 0.4, [
    ['Space', 3, 4],
    ['Animals', 1, 3],
  ]),
  month(2, null, [['Space', 2, 5]]),
  month(3, 0.855, [
    ['Animals', 4, 2],
    ['Weather', 7, 6],
  ]),
];
export const AREAS = ['Space', 'Animals'];

export const button = (name: RegExp) => screen.getByRole('button', { name });

/** The shown table's text, row by row, headers included. */
export const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
export function readText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('nothing was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}
