import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../shared/files/saveFile';
import { ActivitiesAccuracyChart } from './ActivitiesAccuracyChart';
import { ActivitiesCountChart } from './ActivitiesCountChart';
import { AttainmentChart } from './AttainmentChart';
import type { ChartCardHandle } from './ChartCard';
import { CompletionRateChart } from './CompletionRateChart';
import { EnrollmentDistributionChart } from './EnrollmentDistributionChart';
import { YearLevelDistributionChart } from './YearLevelDistributionChart';
import { AREAS, MONTHS, button, month, readText } from './chartsTesting';

vi.mock('../../../shared/files/saveFile', () => ({ saveFile: vi.fn(), saveCsvFile: vi.fn() }));

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 9) }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('chart exports', () => {
  it('offers no export and says there is no activity when the period has none', async () => {
    const handle = createRef<ChartCardHandle>();
    render(<ActivitiesCountChart months={[month(1, null, [['Weather', 5, 3]])]} areas={AREAS} handle={handle} />);
    expect(screen.getByText('No activity in this period')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    for (const name of [/as PNG/, /as SVG/, /as CSV/, / Table$/]) expect(button(name)).toHaveProperty('disabled', true);
    expect(await handle.current?.image()).toBeNull();
  });

  it('says so for every chart with nothing to draw', () => {
    render(
      <>
        <ActivitiesAccuracyChart series={[{ id: 'g1', name: 'Stars', points: [] }]} />
        <EnrollmentDistributionChart months={[]} areas={AREAS} />
        <YearLevelDistributionChart counts={[]} />
        <CompletionRateChart months={[month(1, null, [])]} />
        <AttainmentChart months={MONTHS} areas={['Physics']} />
      </>,
    );
    expect(screen.getAllByText('No activity in this period')).toHaveLength(4);
    expect(screen.getByText('No students to show')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /as PNG/ }).every((b) => (b as HTMLButtonElement).disabled)).toBe(
      true,
    );
  });

  it('saves the SVG as a standalone image: namespace, size, white background, its name', async () => {
    render(<ActivitiesCountChart months={MONTHS} areas={AREAS} />);
    fireEvent.click(button(/Activities Count as SVG/));
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, fileName] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(fileName).toBe('activities-count-20260309.svg');
    expect(blob?.type).toBe('image/svg+xml');
    const text = await readText(blob);
    expect(text.match(/xmlns=/g)).toHaveLength(1);
    const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('width')).toBe('640');
    expect(Number(svg.getAttribute('height'))).toBeGreaterThan(0);
    expect(svg.getAttribute('font-family')).toMatch(/^system-ui, /);
    const background = svg.firstElementChild;
    expect([background?.tagName, background?.getAttribute('fill')]).toEqual(['rect', '#ffffff']);
  });

  it('says so when the browser cannot draw the PNG (jsdom has no canvas), and saves nothing', async () => {
    render(<ActivitiesCountChart months={MONTHS} areas={AREAS} />);
    fireEvent.click(button(/Activities Count as PNG/));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/image could not be made/));
    expect(saveFile).not.toHaveBeenCalled();
  });
});
