import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, renderWithGateway, signedInAs, type Answer, type FakeGateway } from '../../testing/fakeGateway';
import { MY_RANK_LABEL, NO_RANK, RANKS_LABEL } from './AssignmentBoard';
import { LeaderboardPage } from './LeaderboardPage';
import type { RankEntry } from './RankTable';
import type { AttemptEvent, AttemptSink } from '../../shared/live/liveSocket';

/** The live socket, replaced: the test plays the server's part through `sink` (the hook and the cache are real). */
const live = vi.hoisted(() => ({ filter: null as unknown, sink: null as AttemptSink | null }));
vi.mock('../../shared/live/liveSocket', () => ({
  subscribeToAttempts: (filter: unknown, sink: AttemptSink) => {
    live.filter = filter;
    live.sink = sink;
    return () => undefined;
  },
}));

afterEach(cleanup);

/** An entry of assignment a2's board (the current one, which the page opens on). */
const entry = (userId: string, name: string, rank: number, score: number): RankEntry => ({
  id: `a2:${userId}`,
  userId,
  name,
  initials: name
    .split(' ')
    .map((part) => part[0])
    .join(''),
  rank,
  score,
});
const ZOE = entry('s1', 'Zoë Harris', 1, 4);
const LIAM = entry('s2', 'Liam Chen', 2, 1);
const AMELIA = entry('s3', 'Amelia Walker', 2, 1);

const group = (assignments: Listed[]): Answer<'LeaderboardPage'> => ({
  data: {
    group: {
      __typename: 'Group',
      id: 'g1',
      name: 'Year 3 Explorers',
      assignments: {
        __typename: 'AssignmentConnection',
        totalCount: assignments.length,
        edges: assignments.map((node) => ({
          __typename: 'AssignmentEdge',
          node: { __typename: 'Assignment', ...node },
        })),
      },
    },
  },
});

const wire = (node: RankEntry) => ({ __typename: 'LeaderboardEntry', ...node });
const board = (id: string, entries: RankEntry[], myRank: RankEntry | null): Answer<'AssignmentBoard'> => ({
  data: {
    assignment: {
      __typename: 'Assignment',
      id,
      leaderboard: {
        __typename: 'LeaderboardConnection',
        totalCount: entries.length,
        edges: entries.map((node) => ({ __typename: 'LeaderboardEntryEdge', node: wire(node) })),
      },
      myRank: myRank && wire(myRank),
    },
  },
});

/** An attempt's live event at a2, as the server sends it (with __typename): the entries it moved. */
const movedBy = (student: RankEntry, moved: RankEntry[]) => {
  const event = {
    __typename: 'AttemptEvent',
    assignmentId: 'a2',
    groupId: 'g1',
    studentId: student.userId,
    questId: 'q-env-001',
    recordedAt: '2030-01-01T00:00:00Z',
    row: null,
    leaderboard: moved.map(wire),
  };
  return event as AttemptEvent;
};

interface Listed {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}
const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** As the gateway lists them (by start): one ended last week, one on now, one next week. */
const ENDED = { id: 'a1', name: 'Seeds week', startDate: daysFromNow(-14), endDate: daysFromNow(-7) };
const CURRENT = { id: 'a2', name: 'Space week', startDate: daysFromNow(-2), endDate: daysFromNow(5) };
const NEXT = { id: 'a3', name: 'Water week', startDate: daysFromNow(7), endDate: daysFromNow(14) };
const TWO = [ENDED, CURRENT];

/** The page as a student sees it unless told otherwise; `query` is the address's search (?assignment=…). */
function open(gateway: FakeGateway, role: 'STUDENT' | 'TEACHER' = 'STUDENT', query = '') {
  return renderWithGateway(
    <LeaderboardPage />,
    { AuthState: signedInAs(role), ...gateway },
    {
      path: `/groups/view/g1/leader${query}`,
      route: '/groups/view/:groupId/leader',
    },
  );
}

const rowsOf = (label: string) =>
  within(screen.getByRole('table', { name: label }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));

describe('the leaderboard', { timeout: 20_000 }, () => {
  it("opens on the current assignment, then the upcoming and the ended tabs, with ranks, initials, real scores and a student's own rank", async () => {
    open({
      LeaderboardPage: () => group([ENDED, CURRENT, NEXT]),
      AssignmentBoard: ({ assignmentId }) => board(String(assignmentId), [ZOE, LIAM, AMELIA], LIAM),
    });
    const tabs = within(await screen.findByRole('tablist', { name: 'Assignments' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Space week', 'true'],
      ['Water week', 'false'],
      ['Seeds week', 'false'],
    ]);
    await screen.findByRole('table', { name: RANKS_LABEL });
    expect(rowsOf(RANKS_LABEL)).toEqual([
      ['1', 'ZHZoë Harris', '4'],
      ['2', 'LCLiam Chen', '1'],
      ['2', 'AWAmelia Walker', '1'],
    ]);
    expect(rowsOf(MY_RANK_LABEL)).toEqual([['2', 'LCLiam Chen', '1']]);
    expect(live.filter).toEqual({ assignmentId: 'a2' });
  });

  it('opens on the assignment the viewer came from, named in the address', async () => {
    open(
      {
        LeaderboardPage: () => group(TWO),
        AssignmentBoard: ({ assignmentId }) => board(String(assignmentId), [ZOE], null),
      },
      'TEACHER',
      '?assignment=a1',
    );
    expect((await screen.findByRole('tab', { name: 'Seeds week' })).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('table', { name: RANKS_LABEL });
    expect(live.filter).toEqual({ assignmentId: 'a1' });
  });

  it("opens another assignment's board on its tab, and listens to that assignment", async () => {
    open({
      LeaderboardPage: () => group(TWO),
      AssignmentBoard: ({ assignmentId }) =>
        assignmentId === 'a1'
          ? board('a1', [{ ...LIAM, id: `a1:${LIAM.userId}`, rank: 1, score: 5 }], null)
          : board('a2', [ZOE], null),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Seeds week' }));
    await vi.waitFor(() => expect(rowsOf(RANKS_LABEL)).toEqual([['1', 'LCLiam Chen', '5']]));
    expect(screen.getByRole('tab', { name: 'Seeds week' }).getAttribute('aria-selected')).toBe('true');
    expect(live.filter).toEqual({ assignmentId: 'a1' });
  });

  it('shows staff no My Rank at all: they are never ranked', async () => {
    open({ LeaderboardPage: () => group(TWO), AssignmentBoard: () => board('a2', [ZOE], null) }, 'TEACHER');
    await screen.findByRole('table', { name: RANKS_LABEL });
    expect(screen.queryByText(MY_RANK_LABEL)).toBeNull();
    expect(screen.queryByText(NO_RANK)).toBeNull();
  });

  it('tells a student not yet ranked so under My Rank', async () => {
    open({ LeaderboardPage: () => group(TWO), AssignmentBoard: () => board('a2', [ZOE], null) });
    expect(await screen.findByText(NO_RANK)).toBeTruthy();
    expect(screen.queryByRole('table', { name: MY_RANK_LABEL })).toBeNull();
  });

  it('moves the entries an attempt moved, from its live event, without a query: ranks, order and My Rank', async () => {
    const { calls } = open({
      LeaderboardPage: () => group(TWO),
      AssignmentBoard: () => board('a2', [ZOE, LIAM, AMELIA], LIAM),
    });
    await screen.findByRole('table', { name: RANKS_LABEL });
    const asked = calls.length;
    // Amelia gets 4 more right (1 → 5): she passes Zoë (4) and Liam (1), each a rank lower.
    const moved = [
      { ...AMELIA, rank: 1, score: 5 },
      { ...ZOE, rank: 2 },
      { ...LIAM, rank: 3 },
    ];
    act(() => live.sink?.attempt(movedBy(AMELIA, moved)));
    await vi.waitFor(() =>
      expect(rowsOf(RANKS_LABEL)).toEqual([
        ['1', 'AWAmelia Walker', '5'],
        ['2', 'ZHZoë Harris', '4'],
        ['3', 'LCLiam Chen', '1'],
      ]),
    );
    expect(rowsOf(MY_RANK_LABEL)).toEqual([['3', 'LCLiam Chen', '1']]);
    expect(calls).toHaveLength(asked);
  });

  it('brings in a student who climbs into the first page shown of a larger group, the last one making way', async () => {
    open({
      LeaderboardPage: () => group(TWO),
      AssignmentBoard: () => {
        const answer = board('a2', [ZOE, LIAM], null);
        const shown = answer.data?.assignment;
        if (shown) shown.leaderboard.totalCount = 3;
        return answer;
      },
    });
    await screen.findByRole('table', { name: RANKS_LABEL });
    const moved = [
      { ...AMELIA, rank: 2, score: 2 },
      { ...LIAM, rank: 3 },
    ];
    act(() => live.sink?.attempt(movedBy(AMELIA, moved)));
    await vi.waitFor(() =>
      expect(rowsOf(RANKS_LABEL)).toEqual([
        ['1', 'ZHZoë Harris', '4'],
        ['2', 'AWAmelia Walker', '2'],
      ]),
    );
  });

  it('says "Sorry, we could not load the leaderboard." when it fails', async () => {
    open({ LeaderboardPage: () => group(TWO), AssignmentBoard: () => failure('INTERNAL_SERVER_ERROR') });
    expect((await screen.findAllByText(MESSAGES.leaderboardFailed)).length).toBeGreaterThan(0);
  });

  it('says there are no ongoing assignments when the group has none', async () => {
    open({ LeaderboardPage: () => group([]) });
    expect(await screen.findByText(MESSAGES.noOngoingAssignments)).toBeTruthy();
  });
});
