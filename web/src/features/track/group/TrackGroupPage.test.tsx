import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES, NAME_FILTER_DELAY_MS } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackGroupPageQueryVariables } from '../../../generated/graphql';
import type { AttemptEvent, AttemptSink } from '../../../shared/live/liveSocket';
import { STREAM_SETTLE_MS } from '../../../shared/live/liveMode';
import { renderWithGateway, type Answer } from '../../../testing/fakeGateway';
import { LOADER_MINIMUM_MS } from '../../../shared/ui/useMinimumDelay';
import { TrackGroupPage } from '../TrackPages';
import { PROGRESS_TABLE_LABEL } from './ProgressTable';
import { TRACKED_LABEL } from './TrackedPicker';

/** The live socket, replaced: the test plays the server's part through `sink` (the hook and the cache are real). */
const live = vi.hoisted(() => ({ filter: null as unknown, sink: null as AttemptSink | null }));
vi.mock('../../../shared/live/liveSocket', () => ({
  subscribeToAttempts: (filter: unknown, sink: AttemptSink) => {
    live.filter = filter;
    live.sink = sink;
    return () => undefined;
  },
}));

const student = (n: number) => ({ __typename: 'User', id: `s${n}`, firstName: 'Student', lastName: String(n) });
interface Report {
  id?: string;
  studentId: string;
  started: boolean;
  progress: boolean[];
  completed: boolean[];
}

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
interface Listed {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}
const SEEDS: Listed = {
  id: 'a1',
  name: 'Seeds week',
  startDate: '2020-01-01T00:00:00Z',
  endDate: '2999-01-01T00:00:00Z',
};

function trackGroup(
  students: number,
  from: number,
  reports: Report[],
  total = students,
  listed: Listed[] = [SEEDS],
  answered: readonly string[] = listed.map(({ id }) => id),
): Answer<'TrackGroupPage'> {
  const page = Array.from({ length: students }, (_, index) => student(from + index));
  return {
    data: {
      group: {
        __typename: 'Group',
        id: 'g1',
        name: 'Year 3 Explorers',
        studentCount: total,
        assignmentCounts: { __typename: 'AssignmentCounts', scheduled: 1, inProgress: 2, completed: 3 },
        students: {
          __typename: 'UserConnection',
          totalCount: total,
          pageInfo: { __typename: 'PageInfo', endCursor: page.at(-1)?.id ?? null },
          edges: page.map((node) => ({ __typename: 'UserEdge', node })),
        },
        assignments: {
          __typename: 'AssignmentConnection',
          totalCount: listed.length,
          edges: listed.map((assignment) => ({
            __typename: 'AssignmentEdge',
            node: { __typename: 'Assignment', ...assignment },
          })),
        },
        // The gateway answers the followed ones asked for (`answered`: by default every one listed) with their reports.
        tracked: {
          __typename: 'AssignmentConnection',
          edges: answered.map((id) => ({
            __typename: 'AssignmentEdge',
            node: {
              __typename: 'Assignment',
              id,
              progressReport: {
                __typename: 'ProgressReportConnection',
                edges: reports.map((node) => ({
                  __typename: 'ProgressReportRowEdge',
                  node: { __typename: 'ProgressReportRow', id: `${id}:${node.studentId}`, ...node },
                })),
              },
            },
          })),
        },
      },
    },
  };
}

const NOBODY: Report[] = [];

/** An attempt's live event at the assignment, carrying the student's row as it is now. */
function attemptEvent(
  assignmentId: string,
  studentId: string,
  row: { started: boolean; progress: boolean[]; completed?: boolean[] },
): AttemptEvent {
  const completed = row.completed ?? row.progress.map(() => false);
  // With each object's __typename, as the server sends it (what the cache keys the row by).
  const event = {
    __typename: 'AttemptEvent',
    assignmentId,
    groupId: 'g1',
    studentId,
    questId: 'q-env-001',
    recordedAt: '2030-01-01T00:00:00Z',
    row: {
      __typename: 'ProgressReportRow',
      id: `${assignmentId}:${studentId}`,
      studentId,
      ...row,
      completed,
      activities: row.progress.map((attempted, index) => ({
        __typename: 'ActivityProgress',
        questId: `q${index}`,
        attempted,
        completed: completed[index] ?? false,
        answered: attempted ? 3 : 0,
        correct: attempted ? 2 : 0,
      })),
    },
    leaderboard: [],
  };
  return event as AttemptEvent;
}
/** Lets the gateway's answers and `ms` of the page's timers pass. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const table = () => screen.getByRole('table', { name: PROGRESS_TABLE_LABEL });
const cellOf = (studentId: string) => {
  const row = table().querySelector(`tr[data-id="${studentId}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${studentId}`);
  return within(row);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function open(answer: (variables: TrackGroupPageQueryVariables) => Answer<'TrackGroupPage'>, query = '') {
  return renderWithGateway(
    <TrackGroupPage />,
    { TrackGroupPage: answer },
    {
      path: `/track-and-report/groups/g1${query}`,
      route: '/track-and-report/groups/:groupId',
    },
  );
}

describe('the track-group page', () => {
  it('shows "We are fetching your group" for at least 2 s, even when the group comes at once', async () => {
    open(() => trackGroup(3, 1, NOBODY));
    expect(screen.getByText(MESSAGES.fetchingGroup)).toBeTruthy();
    await pass(100);
    // The answer is in; the loader stays.
    await pass(LOADER_MINIMUM_MS - 200);
    expect(screen.getByText(MESSAGES.fetchingGroup)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await pass(100);
    expect(screen.queryByText(MESSAGES.fetchingGroup)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Year 3 Explorers' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'COMPLETED' })).getByText('3')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'ON-GOING' })).getByText('2')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Assignments' })).getByText('Seeds week')).toBeTruthy();
  });

  it('lists the students 20 a page, asking the server for the next 20 after the last one shown', async () => {
    const asked: TrackGroupPageQueryVariables[] = [];
    open((variables) => {
      asked.push(variables);
      return variables.after ? trackGroup(5, 21, NOBODY, 25) : trackGroup(20, 1, NOBODY, 25);
    });
    await pass(LOADER_MINIMUM_MS);
    expect(within(table()).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('1–20 of 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await pass(10);
    expect(asked.map(({ after }) => after)).toEqual([undefined, 's20']);
    expect(within(table()).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('21–25 of 25')).toBeTruthy();
  });

  it('asks the server for the students whose name holds what is typed, from the first page', async () => {
    const asked: TrackGroupPageQueryVariables[] = [];
    open((variables) => {
      asked.push(variables);
      return trackGroup(variables.name ? 1 : 20, 1, NOBODY, variables.name ? 1 : 25);
    });
    await pass(LOADER_MINIMUM_MS);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: ' 1 ' } });
    await pass(NAME_FILTER_DELAY_MS + 10);
    expect(asked.at(-1)).toEqual({ id: 'g1', name: '1', tracked: null });
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
  });

  it("shows each student's status at each assignment: Completed (every activity finished), Started or Not started, the Progress tab's words", async () => {
    open(() =>
      trackGroup(3, 1, [
        { studentId: 's1', started: true, progress: [true, true], completed: [true, true] },
        // Both tried, one not finished: still Started.
        { studentId: 's2', started: true, progress: [true, true], completed: [true, false] },
        { studentId: 's3', started: false, progress: [false, false], completed: [false, false] },
      ]),
    );
    await pass(LOADER_MINIMUM_MS);
    expect(within(table()).getByRole('columnheader', { name: 'Seeds week' })).toBeTruthy();
    expect(cellOf('s1').getByText('Completed')).toBeTruthy();
    expect(cellOf('s2').getByText('Started')).toBeTruthy();
    expect(cellOf('s3').getByText('Not started')).toBeTruthy();
  });

  it("shows a student's attempt from its live event, in place, without a query", async () => {
    const { calls } = open(() =>
      trackGroup(2, 1, [
        { studentId: 's1', started: false, progress: [false, false], completed: [false, false] },
        { studentId: 's2', started: false, progress: [false, false], completed: [false, false] },
      ]),
    );
    await pass(LOADER_MINIMUM_MS);
    expect(live.filter).toEqual({ groupId: 'g1' });
    act(() => live.sink?.connected());
    // The catch-up a moment after the socket opens (attempts made while it opened), then nothing more.
    await pass(STREAM_SETTLE_MS + 10);
    const asked = calls.length;
    expect(cellOf('s1').getByText('Not started')).toBeTruthy();
    act(() => live.sink?.attempt(attemptEvent('a1', 's1', { started: true, progress: [true, false] })));
    await pass(10);
    expect(cellOf('s1').getByText('Started')).toBeTruthy();
    expect(cellOf('s2').getByText('Not started')).toBeTruthy();
    act(() =>
      live.sink?.attempt(attemptEvent('a1', 's2', { started: true, progress: [true, true], completed: [true, true] })),
    );
    await pass(10);
    expect(cellOf('s2').getByText('Completed')).toBeTruthy();
    expect(calls).toHaveLength(asked);
    // In place: no loader, no emptied table.
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  describe('the assignments it follows (issue 35)', () => {
    // As the gateway lists them, latest start first.
    const LISTED: Listed[] = [
      { id: 'next', name: 'Water week', startDate: daysFromNow(7), endDate: daysFromNow(14) },
      { id: 'now', name: 'Space week', startDate: daysFromNow(-2), endDate: daysFromNow(5) },
      { id: 'recent', name: 'Light week', startDate: daysFromNow(-14), endDate: daysFromNow(-7) },
      { id: 'old', name: 'Rocks week', startDate: daysFromNow(-40), endDate: daysFromNow(-30) },
    ];
    const headers = () =>
      within(table())
        .getAllByRole('columnheader')
        .map(({ textContent }) => textContent);

    it('follows the current assignment and the latest ended one by default', async () => {
      open(() => trackGroup(1, 1, NOBODY, 1, LISTED));
      await pass(LOADER_MINIMUM_MS);
      expect(headers()).toEqual(['Student', 'Space week', 'Light week']);
      const picker = screen
        .getByRole('combobox', { name: TRACKED_LABEL })
        .closest('.MuiAutocomplete-root') as HTMLElement;
      expect(within(picker).getByText('Space week')).toBeTruthy();
      expect(within(picker).getByText('Light week')).toBeTruthy();
    });

    it('asks for the default by name when the latest eight read without a choice leave it out', async () => {
      const { calls } = open(({ tracked }) =>
        trackGroup(1, 1, NOBODY, 1, LISTED, Array.isArray(tracked) ? tracked.map(String) : ['next']),
      );
      await pass(LOADER_MINIMUM_MS);
      await pass(10);
      expect(calls.map(({ variables }) => variables.tracked)).toEqual([null, ['now', 'recent']]);
      expect(headers()).toEqual(['Student', 'Space week', 'Light week']);
    });

    it('follows the ones the address names, older ones too', async () => {
      const { calls } = open(() => trackGroup(1, 1, NOBODY, 1, LISTED), '?assignments=old,next');
      await pass(LOADER_MINIMUM_MS);
      expect(headers()).toEqual(['Student', 'Water week', 'Rocks week']);
      expect(calls[0]?.variables.tracked).toEqual(['old', 'next']);
    });

    it('adds a chosen assignment to the table, asking for the ones followed', async () => {
      const { calls } = open(() => trackGroup(1, 1, NOBODY, 1, LISTED));
      await pass(LOADER_MINIMUM_MS);
      fireEvent.mouseDown(screen.getByRole('combobox', { name: TRACKED_LABEL }));
      fireEvent.click(screen.getByRole('option', { name: 'Rocks week' }));
      await pass(10);
      expect(headers()).toEqual(['Student', 'Space week', 'Light week', 'Rocks week']);
      expect(calls.map(({ variables }) => variables.tracked)).toEqual([null, ['now', 'recent', 'old']]);
    });
  });
});
