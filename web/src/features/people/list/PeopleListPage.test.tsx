import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithGateway, type GatewayAnswer } from '../../../shared/testing/renderWithGateway';
import { PeopleListPage } from './PeopleListPage';

// MUI renders slowly in jsdom, slower still on a busy machine: wait up to 5 s for what the page shows.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
}

const person = (id: string, firstName: string, lastName: string, roles = ['STUDENT']): Person => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@hill.school`,
  roles,
});

const ADA = person('u1', 'Ada', 'Lovelace', ['ADMIN', 'TEACHER']);
const SCHOOL = [ADA, ...'Ben Cy Dee Eve Fay Gus'.split(' ').map((name, i) => person(`u${i + 2}`, name, 'Pupil'))];

/** A fake `people` field: name filter, offset cursors, as the gateway does. */
function peopleAnswer(variables: Record<string, unknown>, viewer: Person = ADA): GatewayAnswer {
  const name = typeof variables.name === 'string' ? variables.name.toLowerCase() : '';
  const matching = SCHOOL.filter((p) => `${p.firstName} ${p.lastName}`.toLowerCase().includes(name));
  const offset = typeof variables.after === 'string' ? Number(variables.after) + 1 : 0;
  const page = matching.slice(offset, offset + Number(variables.first));
  return {
    data: {
      me: { __typename: 'User', id: viewer.id, roles: viewer.roles },
      people: {
        __typename: 'UserConnection',
        totalCount: matching.length,
        pageInfo: { __typename: 'PageInfo', endCursor: page.length ? String(offset + page.length - 1) : null },
        edges: page.map((node) => ({ __typename: 'UserEdge', node: { __typename: 'User', ...node } })),
      },
    },
  };
}

/** The grid's row holding a text. Role queries over the whole grid are slow in jsdom. */
function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row holds ${text}`);
  return row;
}
async function findRow(text: string): Promise<HTMLElement> {
  await screen.findByText(text);
  return rowOf(text);
}
const select = (text: string) => fireEvent.click(within(rowOf(text)).getByRole('checkbox'));

// The data grid takes a second or two to render in jsdom.
describe('the People list', { timeout: 20_000 }, () => {
  it('shows the first five people with their roles and a link to each profile', async () => {
    const { calls } = renderWithGateway(<PeopleListPage />, { PeopleListPage: (v) => peopleAnswer(v) });
    expect(await screen.findByRole('heading', { name: 'Registered Users' })).toBeTruthy();
    const ada = await findRow('Lovelace');
    expect(within(ada).getByText('Admin')).toBeTruthy();
    expect(within(ada).getByText('ada@hill.school')).toBeTruthy();
    expect(within(ada).getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/people/view/u1');
    expect(screen.getAllByRole('link', { name: 'Edit Profile' })).toHaveLength(5);
    expect(calls[0]?.variables).toMatchObject({ first: 5, sortBy: 'LAST_NAME', sortOrder: 'ASC' });
  });

  it('fetches the next page from the server with the cursor of the page shown', async () => {
    const { calls } = renderWithGateway(<PeopleListPage />, { PeopleListPage: (v) => peopleAnswer(v) });
    await findRow('Lovelace');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await findRow('Gus')).toBeTruthy();
    expect(calls.at(-1)?.variables).toMatchObject({ first: 5, after: '4' });
  });

  it('filters by any part of the name, and a blank filter brings everyone back', async () => {
    const { calls } = renderWithGateway(<PeopleListPage />, { PeopleListPage: (v) => peopleAnswer(v) });
    await findRow('Lovelace');
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: ' LOVE ' } });
    await waitFor(() => expect(screen.queryByText('Ben')).toBeNull());
    expect(calls.at(-1)?.variables).toMatchObject({ name: 'LOVE' });
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: '' } });
    expect(await findRow('Ben')).toBeTruthy();
  });

  it('sorts on the server when a column heading is clicked', async () => {
    const { calls } = renderWithGateway(<PeopleListPage />, { PeopleListPage: (v) => peopleAnswer(v) });
    await findRow('Lovelace');
    fireEvent.click(screen.getByRole('columnheader', { name: 'First Name' }));
    await waitFor(() => expect(calls.at(-1)?.variables).toMatchObject({ sortBy: 'FIRST_NAME', sortOrder: 'ASC' }));
  });

  it('deletes the selected accounts after the irreversible-action warning', async () => {
    const deleted: unknown[] = [];
    const { calls } = renderWithGateway(<PeopleListPage />, {
      PeopleListPage: (v) => peopleAnswer(v),
      DeleteUsers: ({ input }) => {
        deleted.push(input);
        return { data: { deleteUsers: { __typename: 'DeleteUsersPayload', deletedIds: ['u2', 'u3'] } } };
      },
    });
    await findRow('Ben');
    select('Ben');
    select('Cy');
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.deleteAccountsWarning)).toBeTruthy();
    expect(MESSAGES.deleteAccountsWarning).toBe(
      'Are you sure you want to delete the selected accounts? This action is irreversible.',
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(deleted).toEqual([{ userIds: ['u2', 'u3'] }]));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'PeopleListPage')).toHaveLength(2));
  });

  it('refuses to delete the signed-in user: "You can\'t delete yourself!"', async () => {
    const { calls } = renderWithGateway(<PeopleListPage />, { PeopleListPage: (v) => peopleAnswer(v) });
    await findRow('Lovelace');
    select('Lovelace');
    select('Ben');
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(within(await screen.findByRole('alert')).getByText("You can't delete yourself!")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((c) => c.operationName)).not.toContain('DeleteUsers');
  });

  it('offers no deletion to a teacher, whom the server would refuse', async () => {
    const teacher = person('t1', 'Tom', 'Teach', ['TEACHER']);
    renderWithGateway(<PeopleListPage />, { PeopleListPage: (v) => peopleAnswer(v, teacher) });
    const row = await findRow('Lovelace');
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    expect(within(row).queryByRole('checkbox')).toBeNull();
  });

  it('offers deletion to a user whose other role is admin', async () => {
    const parentAdmin = person('pa', 'Pat', 'Both', ['PARENT', 'ADMIN']);
    renderWithGateway(<PeopleListPage />, { PeopleListPage: (v) => peopleAnswer(v, parentAdmin) });
    await findRow('Ben');
    select('Ben');
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeTruthy();
  });

  it('offers Create Accounts to an admin only', async () => {
    renderWithGateway(<PeopleListPage />, { PeopleListPage: (v) => peopleAnswer(v) });
    const link = await screen.findByRole('link', { name: 'Create Accounts' });
    expect(link.getAttribute('href')).toBe('/people/create');
    cleanup();
    const teacher = person('t1', 'Tom', 'Teach', ['TEACHER']);
    renderWithGateway(<PeopleListPage />, { PeopleListPage: (v) => peopleAnswer(v, teacher) });
    await findRow('Lovelace');
    expect(screen.queryByRole('link', { name: 'Create Accounts' })).toBeNull();
  });
});
