import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deleteGroupQuestion, MESSAGES, NAME_FILTER_DELAY_MS } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { GroupViewPageQueryVariables } from '../../../generated/graphql';
import {
  DANIEL,
  groupView,
  LIAM,
  myGroups,
  PRIYA,
  YEAR_3,
  YEAR_5,
  ZOE,
  AMELIA,
  type GroupFixture,
} from '../../../testing/groupAnswers';
import { failure, renderApp, signedInAs, type FakeGateway } from '../../../testing/fakeGateway';
import { GROUP_TEXTS } from '../groupText';

afterEach(cleanup);

const STUDENTS = [ZOE, LIAM, AMELIA];
const YEAR_3_GROUP: GroupFixture = { ...YEAR_3, students: STUDENTS, owners: [DANIEL] };
const YEAR_5_GROUP: GroupFixture = { ...YEAR_5, students: [], owners: [PRIYA, DANIEL] };

/**
 * A teacher's gateway holding `groups` (a deletion takes one out); the view's
 * requests are kept with their variables, and its students filtered by name
 * as the server does.
 */
function teacherGateway(extra: FakeGateway = {}, initial: GroupFixture[] = [YEAR_3_GROUP, YEAR_5_GROUP]) {
  const groups = [...initial];
  const views: GroupViewPageQueryVariables[] = [];
  const gateway: FakeGateway = {
    AuthState: signedInAs('TEACHER'),
    MyGroupsPage: () => myGroups(groups),
    GroupViewPage: (variables) => {
      views.push(variables);
      const group = groups.find(({ id }) => id === variables.id);
      const name = variables.name?.toLowerCase();
      const students = group?.students?.filter(
        (s) => !name || `${s.firstName} ${s.lastName}`.toLowerCase().includes(name),
      );
      return groupView(groups, group ? { ...group, students } : null);
    },
    DeleteGroup: ({ groupId }) => {
      groups.splice(
        groups.findIndex(({ id }) => id === groupId),
        1,
      );
      return { data: { deleteGroup: { __typename: 'DeleteGroupPayload', deletedId: String(groupId) } } };
    },
    ...extra,
  };
  return { gateway, views };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const table = () => screen.getByRole('table', { name: 'Student List' });
const shownNames = () =>
  within(table())
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-id'));

describe('My Groups, for staff', { timeout: 20_000 }, () => {
  it('explains groups and offers Create Group when there are none', async () => {
    const calls = renderApp('/groups', { AuthState: signedInAs('TEACHER'), MyGroupsPage: () => myGroups([]) });
    expect(await heading('My Groups')).toBeTruthy();
    expect(await screen.findByText(/A group is a class of students/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Group' }).getAttribute('href')).toBe('/groups/create');
    expect(window.location.pathname).toBe('/groups');
    expect(calls).toEqual(['AuthState', 'SchoolClock', 'MyGroupsPage']);
  });

  it("opens the first group's tab, in place of /groups, with a tab per group", async () => {
    const before = window.history.length;
    const { gateway } = teacherGateway();
    const calls = renderApp('/groups', gateway);
    const tabs = await screen.findByRole('tablist', { name: 'Groups' });
    await waitFor(() => expect(window.location.pathname).toBe('/groups/view/g1'));
    // Replaced: Back does not return to /groups, which would only open the tab again.
    expect(window.history.length).toBe(before + 1);
    const names = within(tabs)
      .getAllByRole('tab')
      .map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]);
    expect(names).toEqual([
      ['Year 3 Explorers', 'true'],
      ['Year 5 Investigators', 'false'],
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Year 3 Explorers' })).toBeTruthy();
    // The group's view, and whether the school prints sign-in cards (issue 36: a teacher manages this group).
    expect(calls).toEqual(['AuthState', 'SchoolClock', 'MyGroupsPage', 'GroupViewPage', 'SignInCardSchool']);

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Year 5 Investigators' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Year 5 Investigators' })).toBeTruthy();
    expect(window.location.pathname).toBe('/groups/view/g2');
  });

  it('moves a group id that names no group on to the first group', async () => {
    const { gateway } = teacherGateway();
    renderApp('/groups/view/nope', gateway);
    await waitFor(() => expect(window.location.pathname).toBe('/groups/view/g1'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Year 3 Explorers' })).toBeTruthy();
  });

  it('tags the owner, or the co-owners, by name', async () => {
    const { gateway } = teacherGateway();
    renderApp('/groups/view/g1', gateway);
    expect(await screen.findByText('Owner')).toBeTruthy();
    expect(screen.getByText('Daniel Nguyen')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Year 5 Investigators' }));
    expect(await screen.findByText('Co-owners')).toBeTruthy();
    expect(screen.getByText('Priya Raman, Daniel Nguyen')).toBeTruthy();
  });

  it('asks the server for the students sorted, paged and filtered as the table is', async () => {
    const { gateway, views } = teacherGateway({}, [{ ...YEAR_3_GROUP, studentTotal: 12, endCursor: 'c5' }]);
    renderApp('/groups/view/g1', gateway);
    await screen.findByRole('table', { name: 'Student List' });
    expect(views.at(-1)).toEqual({ id: 'g1', first: 5, orderBy: { field: 'LAST_NAME', direction: 'ASC' } });

    fireEvent.click(within(table()).getByRole('button', { name: 'First Name' }));
    await waitFor(() => expect(views.at(-1)?.orderBy).toEqual({ field: 'FIRST_NAME', direction: 'ASC' }));
    fireEvent.click(within(table()).getByRole('button', { name: 'First Name' }));
    await waitFor(() => expect(views.at(-1)?.orderBy).toEqual({ field: 'FIRST_NAME', direction: 'DESC' }));
    fireEvent.click(within(table()).getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(views.at(-1)?.orderBy).toEqual({ field: 'EMAIL', direction: 'ASC' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(views.at(-1)).toMatchObject({ first: 5, after: 'c5' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    fireEvent.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(views.at(-1)).toMatchObject({ first: 10 }));
    expect(views.at(-1)?.after).toBeUndefined();
    expect(screen.getByRole('option', { hidden: true, name: '25' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: '  ZOË h ' } });
    // Asked once the filter's delay has passed.
    await waitFor(() => expect(views.at(-1)).toMatchObject({ name: 'ZOË h', first: 10 }), {
      timeout: NAME_FILTER_DELAY_MS + 5000,
    });
    expect(views.at(-1)?.after).toBeUndefined();
    await waitFor(() => expect(shownNames()).toEqual(['s1']));

    // A blank filter shows everyone again.
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: '   ' } });
    await waitFor(() => expect(shownNames()).toEqual(['s1', 's2', 's3']));
  });

  it('asks to remove one student from the group, keeping their account', async () => {
    const removed: unknown[] = [];
    const { gateway, views } = teacherGateway({
      RemoveGroupStudents: ({ input }) => {
        removed.push(input);
        return {
          data: {
            removeGroupStudents: {
              __typename: 'GroupPayload',
              group: { __typename: 'Group', id: 'g1', studentCount: 2 },
            },
          },
        };
      },
    });
    renderApp('/groups/view/g1', gateway);
    await screen.findByRole('table', { name: 'Student List' });
    expect(shownNames()).toEqual(['s1', 's2', 's3']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Liam Chen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.deleteStudentQuestion)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.removeStudentTitle)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    const viewsBefore = views.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(GROUP_TEXTS.studentRemoved)).toBeTruthy();
    expect(removed).toEqual([{ groupId: 'g1', studentIds: ['s2'] }]);
    // The student page is read again from the server, in its order.
    await waitFor(() => expect(views.length).toBe(viewsBefore + 1));
  });

  it('asks to remove the selected students from the group, keeping their accounts', async () => {
    const removed: unknown[] = [];
    const { gateway } = teacherGateway({
      RemoveGroupStudents: ({ input }) => {
        removed.push(input);
        return {
          data: {
            removeGroupStudents: {
              __typename: 'GroupPayload',
              group: { __typename: 'Group', id: 'g1', studentCount: 1 },
            },
          },
        };
      },
    });
    renderApp('/groups/view/g1', gateway);
    await screen.findByRole('table', { name: 'Student List' });
    const bulk = screen.getByRole('button', { name: 'Remove selected' });
    expect(bulk).toHaveProperty('disabled', true);
    const [, zoe, liam] = within(table())
      .getAllByRole('checkbox', { name: 'Select row' })
      .map((box) => box);
    void zoe;
    fireEvent.click(within(table()).getAllByRole('checkbox', { name: 'Select row' })[0] as HTMLElement);
    fireEvent.click(liam as HTMLElement);
    fireEvent.click(bulk);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.deleteStudentsQuestion)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(GROUP_TEXTS.studentsRemoved)).toBeTruthy();
    expect(removed).toEqual([{ groupId: 'g1', studentIds: ['s1', 's3'] }]);
  });

  it('selects the whole page with select-all', async () => {
    const { gateway } = teacherGateway();
    renderApp('/groups/view/g1', gateway);
    await screen.findByRole('table', { name: 'Student List' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(
      within(table())
        .getAllByRole('checkbox', { name: 'Select row' })
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('offers no Edit Group, DELETE GROUP or student deletes to a viewer who may not change the group', async () => {
    const { gateway } = teacherGateway({}, [{ ...YEAR_3_GROUP, viewerMayManage: false }]);
    renderApp('/groups/view/g1', gateway);
    await screen.findByRole('table', { name: 'Student List' });
    expect(screen.queryByRole('link', { name: 'Edit Group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'DELETE GROUP' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove selected' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    // The leaderboard reads what the group page reads: every viewer gets it (issue 35).
    expect(screen.getByRole('link', { name: 'LEADERBOARD' }).getAttribute('href')).toBe('/groups/view/g1/leader');
  });

  it('offers Edit Group and DELETE GROUP to a viewer who may change it', async () => {
    const { gateway } = teacherGateway();
    renderApp('/groups/view/g1', gateway);
    const edit = await screen.findByRole('link', { name: 'Edit Group' });
    expect(edit.getAttribute('href')).toBe('/groups/edit/g1');
    expect(screen.getByRole('button', { name: 'DELETE GROUP' })).toBeTruthy();
  });
});

describe('deleting a group', { timeout: 20_000 }, () => {
  const openDelete = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'DELETE GROUP' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.deleteGroupTitle });
    expect(within(dialog).getByText(deleteGroupQuestion('Year 3 Explorers'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  };

  it('deletes after the confirmation, then shows the first remaining group', async () => {
    const { gateway, views } = teacherGateway();
    renderApp('/groups/view/g1', gateway);
    await openDelete();
    expect(await screen.findByText(MESSAGES.groupDeleted)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/groups/view/g2'));
    const tabs = await screen.findByRole('tablist', { name: 'Groups' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Year 5 Investigators']),
    );
    // The deleted group was never asked for again.
    expect(views.filter(({ id }) => id === 'g1')).toHaveLength(1);
  });

  it('shows the empty page once the last group is deleted', async () => {
    const { gateway } = teacherGateway({}, [YEAR_3_GROUP]);
    renderApp('/groups/view/g1', gateway);
    await openDelete();
    await waitFor(() => expect(window.location.pathname).toBe('/groups'));
    expect(await screen.findByText(/A group is a class of students/)).toBeTruthy();
  });

  it('says the group still has assignments, offering to go to them, when the server keeps it', async () => {
    const { gateway } = teacherGateway({
      DeleteGroup: () => failure('STILL_IN_USE', 'The group still has assignments.'),
    });
    renderApp('/groups/view/g1', gateway);
    await openDelete();
    const alert = await screen.findByRole('alertdialog', { name: 'The group still has assignments' });
    expect(within(alert).getByText(GROUP_TEXTS.stillHasAssignments)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Go to assignments' }).getAttribute('href')).toBe('/assignments');
    expect(screen.queryByText(MESSAGES.groupDeleteFailed)).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(window.location.pathname).toBe('/groups/view/g1');
  });

  it('says "Failed to delete group." when the deletion fails otherwise', async () => {
    const { gateway } = teacherGateway({ DeleteGroup: () => failure('INTERNAL_SERVER_ERROR') });
    renderApp('/groups/view/g1', gateway);
    await openDelete();
    expect(await screen.findByText(MESSAGES.groupDeleteFailed)).toBeTruthy();
    expect(window.location.pathname).toBe('/groups/view/g1');
  });
});

describe('My Groups on a phone', { timeout: 20_000 }, () => {
  const resizeWindow = (width: number) =>
    act(() => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    });
  afterEach(() => resizeWindow(1024));

  it('lists each student in one column, with the DELETE beside it, so nothing scrolls sideways', async () => {
    resizeWindow(360);
    const { gateway } = teacherGateway();
    renderApp('/groups/view/g1', gateway);
    await screen.findByRole('table', { name: 'Student List' });
    const headings = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['', 'Student', 'Action']);
    const zoe = within(table()).getByText('Zoë Harris').closest('tr') as HTMLElement;
    expect(within(zoe).getByText(ZOE.email)).toBeTruthy();
    expect(within(zoe).getByRole('button', { name: 'Remove Zoë Harris' })).toBeTruthy();
  });
});
