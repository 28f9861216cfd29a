import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithGateway } from '../../../testing/fakeGateway';
import { TrackDashboardPage } from './TrackDashboardPage';

afterEach(cleanup);

describe('the track and report dashboard', { timeout: 20_000 }, () => {
  it('lists the groups under "Groups" with ADD GROUP, each opening its tracking page, and the assignments', async () => {
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
            totalCount: 1,
            edges: [
              {
                __typename: 'AssignmentEdge',
                node: {
                  __typename: 'Assignment',
                  id: 'a1',
                  name: 'Seeds week',
                  startDate: '2020-01-01T00:00:00Z',
                  endDate: '2999-01-01T00:00:00Z',
                },
              },
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
    expect(within(screen.getByRole('region', { name: 'Assignments' })).getByText('Seeds week')).toBeTruthy();
  });
});
