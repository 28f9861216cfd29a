import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithGateway } from '../../../testing/fakeGateway';
import { assignmentResult } from '../../../testing/reportAnswers';
import { RECENT_ASSIGNMENTS_TITLE, RecentAssignments } from './RecentAssignments';

afterEach(cleanup);

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const dated = (n: number, status: 'COMPLETED' | 'IN_PROGRESS' | 'SCHEDULED', start: number, end: number) => ({
  ...assignmentResult(n, status),
  startDate: daysFromNow(start),
  endDate: daysFromNow(end),
});

describe("a result's recent assignments", () => {
  it('lists the current one first, then the upcoming, then the latest ended (issue 35)', async () => {
    // As the gateway picks them, newest start first.
    const assignments = [
      dated(3, 'SCHEDULED', 7, 14),
      dated(2, 'IN_PROGRESS', -2, 5),
      dated(1, 'COMPLETED', -30, -20),
      dated(4, 'COMPLETED', -12, -6),
    ];
    renderWithGateway(<RecentAssignments assignments={assignments} totalCount={4} />, {});
    const region = await screen.findByRole('region', { name: RECENT_ASSIGNMENTS_TITLE });
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Assignment 2', 'Assignment 3', 'Assignment 4', 'Assignment 1']);
  });
});
