import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { connection, renderWithGateway } from '../../../testing/fakeGateway';
import { AssignmentProgress } from './AssignmentProgress';

/** The tab's live listener, replaced: the test plays the socket's part through `attemptHeard`. */
const live = vi.hoisted(() => ({ attemptHeard: (): unknown => undefined, filter: null as unknown }));
vi.mock('../../../shared/live/useLiveAttempts', () => ({
  useLiveAttempts: (filter: unknown, onAttempt: () => unknown) => {
    live.filter = filter;
    live.attemptHeard = onAttempt;
    return 'live';
  },
}));

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A row: per activity, no attempt (false), or the best attempt's [correct, answered, completed]. */
const row = (id: string, firstName: string, work: (false | [number, number, boolean])[]) => ({
  __typename: 'ProgressReportRow' as const,
  studentId: id,
  started: work.some(Boolean),
  progress: work.map(Boolean),
  activities: work.map((one) => ({
    __typename: 'ActivityProgress' as const,
    attempted: Boolean(one),
    completed: one ? one[2] : false,
    answered: one ? one[1] : 0,
    correct: one ? one[0] : 0,
  })),
  student: { __typename: 'User' as const, id, firstName, lastName: 'Brontë', email: `${firstName}@hill.school` },
});

const report = () => ({
  data: {
    assignment: {
      __typename: 'Assignment' as const,
      id: 'a1',
      activities: [
        {
          __typename: 'AssignmentActivity' as const,
          questId: 'q-1',
          activity: { __typename: 'Activity' as const, questId: 'q-1', name: 'Push and Pull' },
        },
        {
          __typename: 'AssignmentActivity' as const,
          questId: 'b-1',
          activity: { __typename: 'Activity' as const, questId: 'b-1', name: 'Magnets Book' },
        },
      ],
      progressReport: {
        ...connection(
          'ProgressReportRow',
          [
            row('s1', 'Zoë', [[4, 5, true], false]),
            row('s2', 'Liam', [false, false]),
            row('s3', 'Ada', [
              [3, 5, true],
              [0, 0, true],
            ]),
          ],
          7,
        ),
        pageInfo: { __typename: 'PageInfo' as const, endCursor: 'c2' },
      },
    },
  },
});

describe('the Progress tab', () => {
  it('says Started, Completed or Not started as Track Group does, with the score, never Completed for a student who never tried', async () => {
    renderWithGateway(<AssignmentProgress assignmentId="a1" mayDownload={false} />, { AssignmentProgress: report });
    const table = await screen.findByRole('table', { name: 'Progress' });
    const zoe = within(table).getByText('Zoë').closest('tr') as HTMLElement;
    expect(within(zoe).getByText('Started')).toBeTruthy();
    expect(within(zoe).getByText('4 of 5')).toBeTruthy();
    expect(within(zoe).getByText('4 of 5 (80%)')).toBeTruthy();
    const liam = within(table).getByText('Liam').closest('tr') as HTMLElement;
    expect(within(liam).getByText('Not started')).toBeTruthy();
    expect(within(liam).queryByText('Completed')).toBeNull();
    const ada = within(table).getByText('Ada').closest('tr') as HTMLElement;
    expect(within(ada).getByText('Completed')).toBeTruthy();
    expect(within(ada).getByText('3 of 5 (60%)')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Push and Pull' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download csv' })).toBeNull();
  });

  it("listens to the assignment's attempts and shows a new one without a reload", async () => {
    let started = false;
    renderWithGateway(<AssignmentProgress assignmentId="a1" mayDownload={false} />, {
      AssignmentProgress: () => {
        const answer = report();
        if (started) answer.data.assignment.progressReport.edges[1]!.node = row('s2', 'Liam', [false, [0, 0, true]]);
        return answer;
      },
    });
    const table = await screen.findByRole('table', { name: 'Progress' });
    expect(live.filter).toEqual({ assignmentId: 'a1' });
    expect(within(within(table).getByText('Liam').closest('tr') as HTMLElement).getByText('Not started')).toBeTruthy();
    started = true;
    void live.attemptHeard();
    await waitFor(() =>
      expect(within(within(table).getByText('Liam').closest('tr') as HTMLElement).getByText('Started')).toBeTruthy(),
    );
    expect(within(within(table).getByText('Liam').closest('tr') as HTMLElement).getByText('Finished')).toBeTruthy();
  });

  it('says "No result for this assignment" when the CSV download finds none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    renderWithGateway(<AssignmentProgress assignmentId="a1" mayDownload />, { AssignmentProgress: report });
    fireEvent.click(await screen.findByRole('button', { name: 'Download csv' }));
    expect(await screen.findByText('No result for this assignment')).toBeTruthy();
  });
});
