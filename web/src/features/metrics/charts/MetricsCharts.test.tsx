import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCsvFile } from '../../../shared/files/saveFile';
import { ActivitiesAccuracyChart } from './ActivitiesAccuracyChart';
import { ActivitiesCountChart } from './ActivitiesCountChart';
import { AttainmentChart } from './AttainmentChart';
import { CompletionRateChart } from './CompletionRateChart';
import { EnrollmentDistributionChart } from './EnrollmentDistributionChart';
import { YearLevelDistributionChart } from './YearLevelDistributionChart';
import { AREAS, MONTHS, button, tableRows } from './chartsTesting';

vi.mock('../../../shared/files/saveFile', () => ({ saveFile: vi.fn(), saveCsvFile: vi.fn() }));

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 9) }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('metrics charts', () => {
  it("heads each chart in plain words over the spec's name, with a line of what it shows", () => {
    render(<EnrollmentDistributionChart months={MONTHS} areas={AREAS} />);
    expect(screen.getByRole('heading', { name: 'Where the work went' })).toBeTruthy();
    expect(screen.getByText('Enrollment Distribution')).toBeTruthy();
    expect(screen.getByText("Each learning area's share of all the activities worked on in the period.")).toBeTruthy();
  });

  it('swaps the stacked bars for a captioned table of the same counts, and back', () => {
    render(<ActivitiesCountChart months={MONTHS} areas={AREAS} />);
    expect(screen.getByRole('img', { name: /Activities Count chart/ })).toBeInstanceOf(SVGSVGElement);
    const toggle = button(/ Table$/);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('table', { name: 'Activities Count' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    // Weather is not selected: it is in no column.
    expect(tableRows()).toEqual([
      ['Month', 'Space', 'Animals'],
      ['Jan 2026', '3', '1'],
      ['Feb 2026', '2', '0'],
      ['Mar 2026', '0', '4'],
    ]);
    fireEvent.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows completion rates times 100 in the table, the CSV and the max/min/average sentence', () => {
    render(<CompletionRateChart months={MONTHS} />);
    // (0.4 + 0.855) / 2 = 0.6275: 62.8% (February has no rate and is not a zero).
    expect(
      screen.getByText(
        'Highest 85.5% (Mar 2026), lowest 40.0% (Jan 2026), average 62.8% over 2 months with a completion rate.',
      ),
    ).toBeTruthy();
    fireEvent.click(button(/ Table$/));
    expect(tableRows()).toEqual([
      ['Month', 'Completion rate (%)'],
      ['Jan 2026', '40.0'],
      ['Feb 2026', 'No value'],
      ['Mar 2026', '85.5'],
    ]);

    fireEvent.click(button(/Completion Rate as CSV/));
    expect(saveCsvFile).toHaveBeenCalledWith(
      '\uFEFFMonth,Completion rate (%)\r\nJan 2026,40.0\r\nFeb 2026,\r\nMar 2026,85.5\r\n',
      'completion-rate-20260309.csv',
    );
  });

  it('draws a line per group and tables its accuracy in percent', () => {
    render(
      <ActivitiesAccuracyChart
        series={[
          { id: 'g1', name: 'Stars', points: [{ year: 2026, month: 1, accuracy: 0.625 }] },
          { id: 'g2', name: 'Seeds', points: [{ year: 2026, month: 2, accuracy: 1 / 3 }] },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: /Activities Accuracy chart/ })).toBeTruthy();
    fireEvent.click(button(/ Table$/));
    expect(tableRows()).toEqual([
      ['Month', 'Stars accuracy (%)', 'Seeds accuracy (%)'],
      ['Jan 2026', '62.5', 'No value'],
      ['Feb 2026', 'No value', '33.3'],
    ]);
  });

  it('sums the selected areas into a pie and names each year level', () => {
    render(
      <>
        <EnrollmentDistributionChart months={MONTHS} areas={AREAS} />
        <YearLevelDistributionChart
          counts={[
            { yearLevel: 4, studentCount: 3 },
            { yearLevel: null, studentCount: 1 },
          ]}
        />
      </>,
    );
    expect(screen.getByRole('img', { name: /Enrollment Distribution chart/ })).toBeInstanceOf(SVGSVGElement);
    expect(screen.getByRole('img', { name: /Year Level Distribution chart/ })).toBeInstanceOf(SVGSVGElement);
    const [enrollment, yearLevels] = screen.getAllByRole('button', { name: / Table$/ });
    fireEvent.click(enrollment!);
    // Space 3 + 2 = 5, Animals 1 + 4 = 5: half each.
    expect(tableRows()).toEqual([
      ['Learning area', 'Activities', 'Share (%)'],
      ['Space', '5', '50.0'],
      ['Animals', '5', '50.0'],
    ]);
    fireEvent.click(enrollment!);
    fireEvent.click(yearLevels!);
    expect(tableRows()).toEqual([
      ['Year level', 'Students', 'Share (%)'],
      ['Year 4', '3', '75.0'],
      ['No year level', '1', '25.0'],
    ]);
  });

  it('marks each area’s current year level against its previous one', () => {
    render(<AttainmentChart months={MONTHS} areas={[...AREAS, 'Physics']} />);
    const chart = screen.getByRole('img', { name: /Student Current Attainment chart/ });
    // Space: Feb 5 after Jan 4. Animals: Mar 2 after Jan 3.
    expect(chart.textContent).toContain('Year 5, Increase');
    expect(chart.textContent).toContain('Year 2, Decrease');
    expect(chart.textContent).toContain('No year level yet');
    fireEvent.click(button(/ Table$/));
    expect(tableRows()).toEqual([
      ['Learning area', 'Current year level', 'Month', 'Previous year level', 'Change'],
      ['Space', 'Year 5', 'Feb 2026', 'Year 4', 'Increase'],
      ['Animals', 'Year 2', 'Mar 2026', 'Year 3', 'Decrease'],
      ['Physics', 'No value', 'No value', 'No value', 'No value'],
    ]);
  });
});
