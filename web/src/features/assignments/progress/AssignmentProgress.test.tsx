import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { connection, renderWithGateway } from '../../../testing/fakeGateway';
import type { AttemptEvent, AttemptSink } from '../../../shared/live/liveSocket';
import { AssignmentProgress } from './AssignmentProgress';

/** The live socket, replaced: the test plays the server's part through `sink` (the hook and the cache are real). */
const live = vi.hoisted(() => ({ filter: null as unknown, sink: null as AttemptSink | null }));
vi.mock('../../../shared/live/liveSocket', () => ({
  subscribeToAttempts: (filter: unknown, sink: AttemptSink) => {
    live.filter = filter;
    live.sink = sink;
    return () => undefined;
  },
}));

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QUESTS = ['q-1', 'b-1'];

/** A row's cells (what a live event carries): per activity, no attempt (false), or the best attempt's [correct, answered, completed]. */
const cells = (id: string, work: (false | [number, number, boolean])[]) => ({
  __typename: 'ProgressReportRow' as const,
  id: `a1:${id}`,
  studentId: id,
  started: work.some(Boolean),
  progress: work.map(Boolean),
  completed: work.map((one) => (one ? one[2] : false)),
  activities: work.map((one, index) => ({
    __typename: 'ActivityProgress' as const,
    questId: QUESTS[index] ?? '',
    attempted: Boolean(one),
    completed: one ? one[2] : false,
    answered: one ? one[1] : 0,
    correct: one ? one[0] : 0,
  })),
});

/** A row of the report, with its student. */
const row = (id: string, firstName: string, work: (false | [number, number, boolean])[]) => ({
  ...cells(id, work),
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

  it("listens to the assignment's attempts and shows a new one from its live event, without a query", async () => {
    const { calls } = renderWithGateway(<AssignmentProgress assignmentId="a1" mayDownload={false} />, {
      AssignmentProgress: report,
    });
    const table = await screen.findByRole('table', { name: 'Progress' });
    expect(live.filter).toEqual({ assignmentId: 'a1' });
    const liam = () => within(within(table).getByText('Liam').closest('tr') as HTMLElement);
    expect(liam().getByText('Not started')).toBeTruthy();
    const asked = calls.length;
    const event = {
      __typename: 'AttemptEvent',
      assignmentId: 'a1',
      groupId: 'g1',
      studentId: 's2',
      questId: 'b-1',
      recordedAt: '2030-01-01T00:00:00Z',
      // The event's row has no student: the one the tab read stays.
      row: cells('s2', [false, [0, 0, true]]),
      leaderboard: [],
    };
    live.sink?.attempt(event as AttemptEvent);
    await waitFor(() => expect(liam().getByText('Started')).toBeTruthy());
    expect(liam().getByText('Finished')).toBeTruthy();
    expect(calls).toHaveLength(asked);
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
