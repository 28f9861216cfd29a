import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemoveGroupOwnerInput, UpdateGroupInput } from '../../../generated/graphql';
import { failure, renderApp, signedInAs, type Answer, type FakeGateway, type Role } from '../../../testing/fakeGateway';
import {
  DANIEL,
  editGroup,
  groupView,
  LIAM,
  person,
  PRIYA,
  searchPage,
  users,
  YEAR_3,
  ZOE,
  type EditFixture,
  type Person,
} from '../../../testing/groupAnswers';
import { LAST_OWNER_NOTE } from './OwnersEditor';
import { GROUP_TEXTS } from '../groupText';

afterEach(cleanup);

const GROUP: EditFixture = { ...YEAR_3, owners: [DANIEL], students: [ZOE, LIAM] };
const NEW_STUDENT = person('s9', 'Hugo', 'Lefèvre');

const groupPayload = (name: string, owners: readonly Person[]): Answer<'UpdateGroup'> => ({
  data: {
    updateGroup: {
      __typename: 'GroupPayload',
      group: { __typename: 'Group', id: 'g1', name, yearLevel: 3, studentCount: 2, owners: users(owners) },
    },
  },
});

function openEdit(extra: FakeGateway, group: EditFixture | null = GROUP, role: Role = 'TEACHER', viewer = DANIEL) {
  return renderApp('/groups/edit/g1', {
    AuthState: signedInAs(role),
    EditGroupPage: () => editGroup(viewer.id, group),
    GroupViewPage: () => groupView([YEAR_3], { ...YEAR_3, students: [ZOE, LIAM] }),
    MyGroupsPage: () => ({ data: { groups: { __typename: 'GroupConnection', totalCount: 0, edges: [] } } }),
    ...extra,
  });
}

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Edit Group' }));
/** Searches one of the dialog's panels ("Find students", "Find teachers") and waits for its results. */
async function find(panel: string, name: string) {
  const section = within(screen.getByRole('region', { name: panel }));
  const field = section.getByRole('searchbox', { name: 'Search by name' });
  fireEvent.change(field, { target: { value: name } });
  fireEvent.keyDown(field, { key: 'Enter' });
  return within(await section.findByRole('list', { name: `Results: ${panel}` }));
}

describe('Edit Group', { timeout: 20_000 }, () => {
  it('opens as a full-screen dialog on the group name', async () => {
    openEdit({});
    const edit = await dialog();
    const name = edit.getByLabelText(/Group Name/) as HTMLInputElement;
    expect(name.value).toBe('Year 3 Explorers');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(edit.getByRole('table', { name: 'Students of the group' })).toBeTruthy();
  });

  it('sends the rename, the dropped and added students and the added co-owner in one updateGroup', async () => {
    const updates: UpdateGroupInput[] = [];
    const calls = openEdit({
      PersonSearch: ({ role }) =>
        role === 'STUDENT' ? searchPage([ZOE, NEW_STUDENT], false) : searchPage([DANIEL, PRIYA], false),
      UpdateGroup: ({ input }) => {
        updates.push(input);
        return groupPayload('Year 3 Voyagers', [DANIEL, PRIYA]);
      },
    });
    const edit = await dialog();
    fireEvent.change(edit.getByLabelText(/Group Name/), { target: { value: ' Year 3 Voyagers ' } });

    // DELETE only marks; Undo takes the mark off again.
    fireEvent.click(edit.getByRole('button', { name: 'Delete Zoë Harris' }));
    fireEvent.click(edit.getByRole('button', { name: 'Delete Liam Chen' }));
    fireEvent.click(edit.getByRole('button', { name: 'Undo Zoë Harris' }));
    expect(edit.getByText('Will be removed')).toBeTruthy();

    const students = await find('Find students', 'h');
    expect(students.getByRole('button', { name: 'In group Zoë Harris' })).toHaveProperty('disabled', true);
    fireEvent.click(students.getByRole('button', { name: 'Add Hugo Lefèvre' }));
    const teachers = await find('Find teachers', '');
    expect(teachers.getByRole('button', { name: 'Owner Daniel Nguyen' })).toHaveProperty('disabled', true);
    fireEvent.click(teachers.getByRole('button', { name: 'Add Priya Raman' }));

    await act(async () => fireEvent.click(edit.getByRole('button', { name: 'Update' })));
    expect(await screen.findByText(MESSAGES.userAdded)).toBeTruthy();
    expect(updates).toEqual([
      {
        groupId: 'g1',
        name: 'Year 3 Voyagers',
        addStudentIds: ['s9'],
        removeStudentIds: ['s2'],
        addOwnerIds: ['t2'],
      },
    ]);
    expect(calls.filter((name) => name === 'UpdateGroup')).toHaveLength(1);
    await waitFor(() => expect(window.location.pathname).toBe('/groups/view/g1'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Group' })).toBeNull());
  });

  it('leaves the name out when it did not change', async () => {
    const updates: UpdateGroupInput[] = [];
    openEdit({
      UpdateGroup: ({ input }) => {
        updates.push(input);
        return groupPayload('Year 3 Explorers', [DANIEL]);
      },
    });
    const edit = await dialog();
    fireEvent.click(edit.getByRole('button', { name: 'Delete Zoë Harris' }));
    fireEvent.click(edit.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({ groupId: 'g1', addStudentIds: [], removeStudentIds: ['s1'], addOwnerIds: [] });
    expect(await screen.findByText(GROUP_TEXTS.groupUpdated)).toBeTruthy();
  });

  it('says "Sorry something went wrong" when the update fails, and keeps every change', async () => {
    openEdit({ UpdateGroup: () => failure('INTERNAL_SERVER_ERROR') });
    const edit = await dialog();
    fireEvent.change(edit.getByLabelText(/Group Name/), { target: { value: 'Year 3 Voyagers' } });
    fireEvent.click(edit.getByRole('button', { name: 'Delete Zoë Harris' }));
    fireEvent.click(edit.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MESSAGES.groupEditFailed)).toBeTruthy();
    expect((edit.getByLabelText(/Group Name/) as HTMLInputElement).value).toBe('Year 3 Voyagers');
    expect(edit.getByRole('button', { name: 'Undo Zoë Harris' })).toBeTruthy();
    expect(window.location.pathname).toBe('/groups/edit/g1');
  });

  it('asks for a name before updating', async () => {
    const calls = openEdit({});
    const edit = await dialog();
    fireEvent.change(edit.getByLabelText(/Group Name/), { target: { value: '  ' } });
    fireEvent.click(edit.getByRole('button', { name: 'Update' }));
    expect(await edit.findByText(MESSAGES.groupNameRequired)).toBeTruthy();
    expect(calls).not.toContain('UpdateGroup');
  });

  it('cannot take off the last owner', async () => {
    openEdit({});
    const edit = await dialog();
    expect(edit.getByRole('button', { name: 'Remove Daniel Nguyen as co-owner' })).toHaveProperty('disabled', true);
    expect(edit.getByText(LAST_OWNER_NOTE)).toBeTruthy();
  });

  it('takes a co-owner off at once, after asking', async () => {
    const removals: RemoveGroupOwnerInput[] = [];
    openEdit(
      {
        RemoveGroupOwner: ({ input }) => {
          removals.push(input);
          return {
            data: {
              removeGroupOwner: {
                __typename: 'GroupPayload',
                group: { __typename: 'Group', id: 'g1', owners: users([DANIEL]) },
              },
            },
          };
        },
      },
      { ...GROUP, owners: [DANIEL, PRIYA] },
    );
    const edit = await dialog();
    // A teacher does not take themself off here.
    expect(edit.getByRole('button', { name: 'Remove Daniel Nguyen as co-owner' })).toHaveProperty('disabled', true);
    fireEvent.click(edit.getByRole('button', { name: 'Remove Priya Raman as co-owner' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove co-owner' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(GROUP_TEXTS.coOwnerRemoved)).toBeTruthy();
    expect(removals).toEqual([{ groupId: 'g1', ownerId: 't2' }]);
    await waitFor(() => expect(edit.queryByText('Priya Raman')).toBeNull());
    // Now the last owner.
    expect(await edit.findByText(LAST_OWNER_NOTE)).toBeTruthy();
  });

  it("sends a group the viewer may not change to its view, and one they do not see to the groups' page", async () => {
    openEdit({}, { ...GROUP, viewerMayManage: false });
    await waitFor(() => expect(window.location.pathname).toBe('/groups/view/g1'));
    expect(screen.queryByRole('dialog', { name: 'Edit Group' })).toBeNull();
    cleanup();

    openEdit({}, null);
    await waitFor(() => expect(window.location.pathname).toBe('/groups'));
  });

  it('closes back to the view on Cancel, changing nothing', async () => {
    const calls = openEdit({});
    const edit = await dialog();
    fireEvent.click(edit.getByRole('button', { name: 'Delete Zoë Harris' }));
    fireEvent.click(edit.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/groups/view/g1'));
    expect(calls).not.toContain('UpdateGroup');
  });
});
