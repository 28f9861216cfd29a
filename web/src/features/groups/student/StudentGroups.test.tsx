import { cleanup, screen, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { print } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import * as documents from '../../../generated/documents';
import { failure, renderApp, signedInAs, type OperationName, type Role } from '../../../testing/fakeGateway';
import { studentGroup, studentGroups, YEAR_3, YEAR_5 } from '../../../testing/groupAnswers';

afterEach(cleanup);

const card = (label: string) => within(screen.getByRole('region', { name: label }));
const GROUPS = [
  { ...YEAR_3, studentCount: 8, inProgress: 2 },
  { ...YEAR_5, studentCount: 1, inProgress: 1 },
];
const SPACE_QUIZ = {
  id: 'a2',
  name: 'Space quiz',
  startDate: '2020-01-01T00:00:00Z',
  endDate: '2999-01-01T00:00:00Z',
};

/** Whether an operation the page sent asks for a group's students, which only staff may read. */
function asksForStudents(name: OperationName): boolean {
  const document = (documents as unknown as Record<string, Parameters<typeof print>[0] | undefined>)[`${name}Document`];
  if (!document) throw new Error(`no document for ${name}`);
  return /\bstudents\b/.test(print(document));
}

describe.each(['STUDENT', 'PARENT'] as const)('the groups pages for a %s', { timeout: 20_000 }, (role: Role) => {
  it('lists the groups with the totals and a View button each', async () => {
    const calls = renderApp('/groups', { AuthState: signedInAs(role), StudentGroupsPage: () => studentGroups(GROUPS) });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Groups' })).toBeTruthy();
    expect(card('TOTAL GROUPS').getByText('2')).toBeTruthy();
    expect(card('ACTIVE ASSIGNMENTS').getByText('3')).toBeTruthy();
    const view = screen.getByRole('link', { name: 'View Year 5 Investigators' });
    expect(view.textContent).toBe('View');
    expect(view.getAttribute('href')).toBe('/groups/view/g2');
    expect(screen.queryByRole('link', { name: 'Create Group' })).toBeNull();
    expect(calls).toEqual(['AuthState', 'SchoolClock', 'StudentGroupsPage']);
    expect(calls.some(asksForStudents)).toBe(false);
  });

  it("shows a group's assignment counts, a Leaderboard button and its assignments, without owners or actions", async () => {
    const calls = renderApp('/groups/view/g1', {
      AuthState: signedInAs(role),
      StudentGroupPage: () =>
        studentGroup({ ...YEAR_3, counts: { completed: 4, scheduled: 1, inProgress: 2 } }, [SPACE_QUIZ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 3 Explorers' })).toBeTruthy();
    expect(card('COMPLETED').getByText('4')).toBeTruthy();
    expect(card('SCHEDULED').getByText('1')).toBeTruthy();
    expect(card('ON-GOING').getByText('2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe('/groups/view/g1/leader');
    expect(within(screen.getByRole('region', { name: 'Assignments' })).getByText('Space quiz')).toBeTruthy();
    expect(screen.queryByText('Owner')).toBeNull();
    expect(screen.queryByText('Co-owners')).toBeNull();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Group' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toEqual(['AuthState', 'SchoolClock', 'StudentGroupPage']);
    expect(calls.some(asksForStudents)).toBe(false);
  });

  it('says "No ongoing assignments" for a group without any', async () => {
    renderApp('/groups/view/g1', {
      AuthState: signedInAs(role),
      StudentGroupPage: () => studentGroup({ ...YEAR_3, counts: { completed: 0, scheduled: 0, inProgress: 0 } }),
    });
    expect(await screen.findByText(MESSAGES.noOngoingAssignments)).toBeTruthy();
  });

  it("says the group can't be shown when it names no group they see, or fails", async () => {
    renderApp('/groups/view/zz', { AuthState: signedInAs(role), StudentGroupPage: () => ({ data: { group: null } }) });
    expect(await screen.findByText(MESSAGES.groupCannotBeShown)).toBeTruthy();
    expect(window.location.pathname).toBe('/groups/view/zz');
    cleanup();

    renderApp('/groups/view/g1', {
      AuthState: signedInAs(role),
      StudentGroupPage: () => failure('INTERNAL_SERVER_ERROR'),
    });
    // Said on the page, and in the error toast.
    expect(within(await screen.findByRole('alert')).getByText(MESSAGES.groupCannotBeShown)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.groupCannotBeShown)).toHaveLength(2);
  });
});

describe('the staff pages', () => {
  it('are the only ones that ask for the students of a group', () => {
    expect(asksForStudents('GroupViewPage')).toBe(true);
    expect(asksForStudents('EditGroupPage')).toBe(true);
    expect(asksForStudents('StudentGroupsPage')).toBe(false);
    expect(asksForStudents('StudentGroupPage')).toBe(false);
  });
});
