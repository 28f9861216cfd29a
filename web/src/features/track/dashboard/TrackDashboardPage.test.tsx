import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithGateway } from '../../../testing/fakeGateway';
import { TrackDashboardPage } from './TrackDashboardPage';

afterEach(cleanup);

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const assignmentEdge = (id: string, name: string, start: number, end: number) => ({
  __typename: 'AssignmentEdge' as const,
  node: { __typename: 'Assignment' as const, id, name, startDate: daysFromNow(start), endDate: daysFromNow(end) },
});

describe('the track and report dashboard', { timeout: 20_000 }, () => {
  it('lists the groups under "Groups" with ADD GROUP, each opening its tracking page, and the assignments current first', async () => {
    renderWithGateway(<TrackDashboardPage />, {
      TrackDashboardPage: () => ({
        data: {
          groups: {
            __typename: 'GroupConnection',
            totalCount: 1,
            edges: [
              {
                __typename: 'GroupEdge',
                node: { __typename: 'Group', id: 'g1', name: 'Year 3 Explorers', studentCount: 8 },
              },
            ],
          },
          assignments: {
            __typename: 'AssignmentConnection',
            totalCount: 3,
            // As currentAssignments lists them: current, upcoming, then the latest ended.
            edges: [
              assignmentEdge('a2', 'Space week', -2, 5),
              assignmentEdge('a3', 'Water week', 7, 14),
              assignmentEdge('a1', 'Seeds week', -14, -7),
            ],
          },
        },
      }),
    });
    const groups = within(await screen.findByRole('region', { name: 'Groups' }));
    expect(groups.getByRole('heading', { name: 'Groups' })).toBeTruthy();
    expect(groups.getByRole('link', { name: 'ADD GROUP' }).getAttribute('href')).toBe('/groups/create');
    expect(groups.getByRole('link', { name: 'Year 3 Explorers' }).getAttribute('href')).toBe(
      '/track-and-report/groups/g1',
    );
    const assignments = within(screen.getByRole('region', { name: 'Assignments' }));
    // In the server's order (issue 35), each linking to its assignment.
    expect(assignments.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Space week',
      'Water week',
      'Seeds week',
    ]);
    expect(assignments.getByRole('link', { name: 'Space week' }).getAttribute('href')).toContain('a2');
  });
});
