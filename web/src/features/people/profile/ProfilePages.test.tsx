import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, renderWithGateway, type GatewayAnswer } from '../../../shared/testing/renderWithGateway';
import { OwnProfilePage } from './OwnProfilePage';
import { UserProfilePage } from './UserProfilePage';

// MUI renders slowly in jsdom, slower still on a busy machine: wait up to 5 s for what the page shows.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

const user = (id: string, firstName: string, lastName: string, roles: string[], children: object[] = []) => ({
  __typename: 'User',
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@hill.school`,
  roles,
  children,
});
const ADMIN = user('a1', 'Ada', 'Lovelace', ['ADMIN', 'TEACHER']);
const TOM = user('t1', 'Tom', 'Teach', ['TEACHER']);
const viewing = (viewer: ReturnType<typeof user>, viewed: ReturnType<typeof user>): GatewayAnswer => ({
  data: { me: { __typename: 'User', id: viewer.id, roles: viewer.roles }, user: viewed },
});
const openProfile = (gateway: Parameters<typeof renderWithGateway>[1], userId: string) =>
  renderWithGateway(<UserProfilePage />, gateway, { path: `/people/view/${userId}`, route: '/people/view/:userId' });

describe('profiles', { timeout: 15_000 }, () => {
  it("shows the user's initials, name, e-mail and roles", async () => {
    openProfile({ UserProfilePage: () => viewing(ADMIN, TOM) }, 't1');
    expect(await screen.findByRole('heading', { name: 'Tom Teach' })).toBeTruthy();
    expect(screen.getByText('TT')).toBeTruthy();
    expect(screen.getByText('tom@hill.school')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Roles' })).getByText('Teacher')).toBeTruthy();
  });

  it('lets an admin give a teacher admin permissions after confirming, then reloads the profile', async () => {
    let granted = false;
    const { calls } = openProfile(
      {
        UserProfilePage: () => viewing(ADMIN, granted ? { ...TOM, roles: ['ADMIN', 'TEACHER'] } : TOM),
        GrantAdmin: ({ input }) => {
          granted = true;
          expect(input).toEqual({ userIds: ['t1'] });
          const users = [{ __typename: 'User', id: 't1', roles: ['ADMIN', 'TEACHER'], role: 'ADMIN' }];
          return { data: { grantAdmin: { __typename: 'UsersPayload', users } } };
        },
      },
      't1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add admin permissions' }));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' })));
    expect(await screen.findByRole('button', { name: 'Remove admin permissions' })).toBeTruthy();
    expect(calls.filter((call) => call.operationName === 'UserProfilePage')).toHaveLength(2);
  });

  it('says "Removing admin permissions failed!" when the server refuses', async () => {
    const otherAdmin = user('a2', 'Bea', 'Boss', ['ADMIN', 'TEACHER']);
    openProfile({ UserProfilePage: () => viewing(ADMIN, otherAdmin), RevokeAdmin: () => failure('FORBIDDEN') }, 'a2');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove admin permissions' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removing admin permissions failed!')).toBeTruthy();
  });

  it("lists a parent's children with links to their profiles", async () => {
    const child = { __typename: 'Child', id: 's1', firstName: 'Zoë', lastName: 'Brontë', email: 'zoe@hill.school' };
    const parent = user('p1', 'Pat', 'Brontë', ['PARENT'], [child]);
    renderWithGateway(<OwnProfilePage />, { OwnProfilePage: () => ({ data: { me: parent } }) });
    const link = await screen.findByRole('link', { name: 'Zoë Brontë' });
    expect(link.getAttribute('href')).toBe('/people/view/s1');
    const buttons = ['Change password', 'Change email', 'Change Name', 'Update child'];
    for (const name of buttons) expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update child' }).getAttribute('href')).toBe('/people/me/update-child');
  });

  it("shows a student's progress table, empty until progress is recorded", async () => {
    const student = user('s1', 'Zoë', 'Brontë', ['STUDENT']);
    renderWithGateway(<OwnProfilePage />, { OwnProfilePage: () => ({ data: { me: student } }) });
    const table = await screen.findByRole('table', { name: 'Progress' });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual(['Activity', 'Assignment', 'Accuracy', 'Progress', 'Time']);
    expect(within(table).getByText('No progress recorded yet.')).toBeTruthy();
  });

  it('says so when the profile cannot be fetched', async () => {
    openProfile({ UserProfilePage: () => failure('NOT_FOUND', 'No such user') }, 'x9');
    expect(await screen.findByText('Error getting user data')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('The profile details could not be fetched. Please try again later!')).toBeTruthy(),
    );
  });
});
