import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateGroupInput, PersonSearchQueryVariables } from '../../../generated/graphql';
import { failure, renderWithGateway, type Answer, type FakeGateway } from '../../../testing/fakeGateway';
import { LIAM, numberedStudents, searchPage, ZOE } from '../../../testing/groupAnswers';
import { CreateGroupPage } from './CreateGroupPage';
import { GROUP_TEXTS } from '../groupText';

afterEach(cleanup);

const created = (input: CreateGroupInput): Answer<'CreateGroup'> => ({
  data: {
    createGroup: {
      __typename: 'GroupPayload',
      group: {
        __typename: 'Group',
        id: 'g9',
        name: input.name,
        yearLevel: input.yearLevel ?? null,
        studentCount: Array.isArray(input.studentIds) ? input.studentIds.length : 1,
      },
    },
  },
});

const open = (gateway: FakeGateway) =>
  renderWithGateway(<CreateGroupPage />, gateway, { path: '/groups/create', route: '/groups/create' });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const search = async (value: string) => {
  fireEvent.click(screen.queryByRole('button', { name: 'Add student' }) ?? document.body);
  const field = await screen.findByRole('searchbox', { name: 'Search by name' });
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter' });
};
const results = () => screen.getByRole('list', { name: 'Results: Find students' });

describe('Create Group', { timeout: 20_000 }, () => {
  it('says "Please enter the group name!" on Confirm without a name, and sends nothing', async () => {
    const { calls } = open({});
    type(/Group Name/, '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MESSAGES.groupNameRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Group Name/));
    expect(calls).toEqual([]);
  });

  it('searches students 15 at a time, loads more until there are no more, and adds them', async () => {
    const searches: PersonSearchQueryVariables[] = [];
    open({
      PersonSearch: (variables) => {
        searches.push(variables);
        return variables.after ? searchPage(numberedStudents(16, 3), false) : searchPage(numberedStudents(1, 15), true);
      },
    });
    expect(screen.queryByRole('searchbox')).toBeNull();
    await search('  stud ');
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(15));
    expect(searches).toEqual([{ role: 'STUDENT', name: 'stud', first: 15 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(18));
    expect(searches[1]).toEqual({ role: 'STUDENT', name: 'stud', first: 15, after: 'n15' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(GROUP_TEXTS.noMoreUsers);

    fireEvent.click(within(results()).getByRole('button', { name: 'Add Student 17' }));
    const chosen = screen.getByRole('list', { name: 'Students to add' });
    expect(within(chosen).getByText('Student 17')).toBeTruthy();
    expect(within(results()).getByRole('button', { name: 'Added Student 17' })).toHaveProperty('disabled', true);
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove Student 17' }));
    expect(screen.queryByRole('list', { name: 'Students to add' })).toBeNull();
  });

  it('says "We could not find any users matching that name!" when a search finds nobody or fails', async () => {
    let fail = false;
    open({ PersonSearch: () => (fail ? failure('INTERNAL_SERVER_ERROR') : searchPage([], false)) });
    await search('nobody');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(MESSAGES.noUsersFound));

    fail = true;
    await search('anybody');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(MESSAGES.noUsersFound));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('creates the group with its name, year and chosen students, then opens it', async () => {
    const inputs: CreateGroupInput[] = [];
    const { location } = open({
      PersonSearch: () => searchPage([ZOE, LIAM], false),
      CreateGroup: ({ input }) => {
        inputs.push(input);
        return created(input);
      },
    });
    type(/Group Name/, '  Year 4 Rockets ');
    fireEvent.change(screen.getByLabelText('Year level (optional)'), { target: { value: '4' } });
    await search('');
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add Zoë Harris' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Liam Chen' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));

    expect(await screen.findByText(MESSAGES.userAdded)).toBeTruthy();
    expect(inputs).toEqual([{ name: 'Year 4 Rockets', yearLevel: 4, studentIds: ['s1', 's2'] }]);
    await waitFor(() => expect(location.pathname).toBe('/groups/view/g9'));
  });

  it('offers the year levels 1 to 10 the server takes, or none', () => {
    open({});
    const select = screen.getByLabelText('Year level (optional)');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Not set', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('says "Creating group failed, please try again!" and keeps what was typed', async () => {
    const { location } = open({ CreateGroup: () => failure('BAD_USER_INPUT', 'Name too long') });
    type(/Group Name/, 'Year 4 Rockets');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MESSAGES.groupCreateFailed)).toBeTruthy();
    expect((screen.getByLabelText(/Group Name/) as HTMLInputElement).value).toBe('Year 4 Rockets');
    expect(location.pathname).toBe('/groups/create');
  });

  it('turns a pasted tab into a space, as the server refuses control characters', () => {
    open({});
    type(/Group Name/, 'Year 4\tRockets');
    expect((screen.getByLabelText(/Group Name/) as HTMLInputElement).value).toBe('Year 4 Rockets');
  });
});
