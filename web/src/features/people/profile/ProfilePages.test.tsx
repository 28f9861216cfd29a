import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FAMILY_TEXTS } from '@portal/domain/family-texts';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  AcceptParentLinkMutation,
  GrantAdminMutation,
  LinkRequestsList_LinkFragment,
  ProfileView_ChildFragment,
  ProfileView_UserFragment,
} from '../../../generated/graphql';
import {
  connection,
  failure,
  renderWithGateway,
  type Answer,
  type OnTheWire,
  type Role,
} from '../../../testing/fakeGateway';
import { OwnProfilePage } from './OwnProfilePage';
import { EMAIL_CHANGE_TEXTS, confirmationSentMessage } from '@portal/domain';
import { UserProfilePage } from './UserProfilePage';

// MUI renders slowly in jsdom, slower still on a busy machine: wait up to 5 s for what the page shows.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

type WireChild = OnTheWire<ProfileView_ChildFragment>;
type WireChanges = OnTheWire<ProfileView_UserFragment['viewerMay']>;

/** What the server says the viewer may change of the person viewed. */
const may = (
  changePassword: boolean,
  changeEmail: boolean,
  changeName: boolean,
  createFamilyCode = false,
): WireChanges => ({
  __typename: 'PersonPermissions',
  changePassword,
  changeEmail,
  changeName,
  createFamilyCode,
});
const MAY_ALL = may(true, true, true);

const user = (
  id: string,
  firstName: string,
  lastName: string,
  roles: Role[],
  children: WireChild[] = [],
  pendingChildren: WireChild[] = [],
  progress: OnTheWire<ProgressLine>[] = [],
): OnTheWire<ProfileView_UserFragment> => ({
  __typename: 'User',
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@hill.school`,
  pendingEmail: null,
  roles,
  viewerMay: MAY_ALL,
  children: connection('User', children),
  pendingChildren: connection('User', pendingChildren),
  progress: connection('StudentProgress', progress),
});
type ProgressLine = ProfileView_UserFragment['progress']['edges'][number]['node'];
const line = (activityName: string, answered: number, correct: number, completed: boolean, seconds: number) => ({
  __typename: 'StudentProgress' as const,
  assignmentId: `a-${activityName}`,
  assignmentName: 'Forces, week 3',
  questId: `q-${activityName.length}`,
  activityName,
  answered,
  correct,
  completed,
  seconds,
});
const child = (id: string, firstName: string): WireChild => ({
  __typename: 'User',
  id,
  firstName,
  lastName: 'Brontë',
  email: `${firstName.toLowerCase()}@hill.school`,
});
const ownProfile = (
  me: ReturnType<typeof user>,
  parentLinkRequests: OnTheWire<LinkRequestsList_LinkFragment>[] = [],
): Answer<'OwnProfilePage'> => ({
  data: { me, parentLinkRequests: connection('ParentLink', parentLinkRequests) },
});
const ADMIN = user('a1', 'Ada', 'Lovelace', ['ADMIN', 'TEACHER']);
const TOM = user('t1', 'Tom', 'Teach', ['TEACHER']);
const viewing = (viewer: ReturnType<typeof user>, viewed: ReturnType<typeof user>): Answer<'UserProfilePage'> => ({
  data: { me: { __typename: 'User', id: viewer.id, roles: viewer.roles }, user: viewed },
});
const openProfile = (gateway: Parameters<typeof renderWithGateway>[1], userId: string) =>
  renderWithGateway(<UserProfilePage />, gateway, { path: `/people/view/${userId}`, route: '/people/view/:userId' });

describe('profiles', { timeout: 15_000 }, () => {
  it("offers a teacher a family code for their group's student, shown once with its expiry date (issue 36)", async () => {
    const student = { ...user('s1', 'Zoë', 'Brontë', ['STUDENT']), viewerMay: may(true, true, true, true) };
    openProfile(
      {
        UserProfilePage: () => viewing(TOM, student),
        CreateFamilyCode: ({ input }) => {
          expect(input).toEqual({ userId: 's1' });
          return {
            data: {
              createFamilyCode: {
                __typename: 'FamilyCodePayload',
                code: 'ABCDEFGHJK',
                expiresAt: '2030-03-14T01:00:00.000Z',
              },
            },
          };
        },
      },
      's1',
    );
    fireEvent.click(await screen.findByRole('button', { name: FAMILY_TEXTS.familyCodeButton }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('ABCDE-FGHJK')).toBeTruthy();
    // The school's clock (the portal's default: Sydney, en-AU) writes the day it lapses.
    expect(dialog.getByText(/until 14 March 2030/)).toBeTruthy();
    expect(dialog.getByRole('button', { name: FAMILY_TEXTS.print })).toBeTruthy();
  });

  it('offers no family code where the server would refuse it', async () => {
    openProfile({ UserProfilePage: () => viewing(TOM, user('s2', 'Ben', 'Brontë', ['STUDENT'])) }, 's2');
    expect(await screen.findByRole('heading', { name: 'Ben Brontë' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: FAMILY_TEXTS.familyCodeButton })).toBeNull();
  });

  it("shows the user's initials, name, e-mail and roles", async () => {
    openProfile({ UserProfilePage: () => viewing(ADMIN, TOM) }, 't1');
    expect(await screen.findByRole('heading', { name: 'Tom Teach' })).toBeTruthy();
    expect(screen.getByText('TT')).toBeTruthy();
    expect(screen.getByText('tom@hill.school')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Roles' })).getByText('Teacher')).toBeTruthy();
  });

  it('lets an admin give a teacher admin permissions after confirming; the answer updates the profile', async () => {
    const { calls } = openProfile(
      {
        UserProfilePage: () => viewing(ADMIN, TOM),
        GrantAdmin: ({ input }) => {
          expect(input).toEqual({ userIds: ['t1'] });
          const users: OnTheWire<GrantAdminMutation['grantAdmin']['users']> = [
            { __typename: 'User', id: 't1', roles: ['ADMIN', 'TEACHER'], role: 'ADMIN' },
          ];
          return { data: { grantAdmin: { __typename: 'UsersPayload', users } } };
        },
      },
      't1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add admin permissions' }));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' })));
    expect(await screen.findByRole('button', { name: 'Remove admin permissions' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Roles' })).getByText('Admin')).toBeTruthy();
    // The toast's code loads with the first toast.
    expect(await screen.findByText('Admin permissions added.')).toBeTruthy();
    // Nothing was asked again: the mutation's answer carried the new roles.
    expect(calls.filter((call) => call.operationName === 'UserProfilePage')).toHaveLength(1);
  });

  it("offers a teacher their group's student's password, e-mail and name, as the server accepts, on that student's forms", async () => {
    const student = { ...user('s1', 'Zoë', 'Brontë', ['STUDENT']), viewerMay: MAY_ALL };
    openProfile({ UserProfilePage: () => viewing(TOM, student) }, 's1');
    await screen.findByRole('heading', { name: 'Zoë Brontë' });
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Change password')).toBe('/people/view/s1/reset-password');
    expect(href('Change email')).toBe('/people/view/s1/change-email');
    expect(href('Change Name')).toBe('/people/view/s1/change-Name');
  });

  it('hides what the server would refuse: a parent gets their child’s password only, a teacher nothing of another class', async () => {
    const parent = user('p1', 'Pat', 'Brontë', ['PARENT'], [child('s1', 'Zoë')]);
    const child1 = { ...user('s1', 'Zoë', 'Brontë', ['STUDENT']), viewerMay: may(true, false, false) };
    openProfile({ UserProfilePage: () => viewing(parent, child1) }, 's1');
    expect(await screen.findByRole('link', { name: 'Change password' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change email' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change Name' })).toBeNull();
    cleanup();

    const otherClass = { ...user('s2', 'Ben', 'Brontë', ['STUDENT']), viewerMay: may(false, false, false) };
    openProfile({ UserProfilePage: () => viewing(TOM, otherClass) }, 's2');
    await screen.findByRole('heading', { name: 'Ben Brontë' });
    for (const name of ['Change password', 'Change email', 'Change Name']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });

  it('says "Removing admin permissions failed!" when the server refuses', async () => {
    const otherAdmin = user('a2', 'Bea', 'Boss', ['ADMIN', 'TEACHER']);
    openProfile({ UserProfilePage: () => viewing(ADMIN, otherAdmin), RevokeAdmin: () => failure('FORBIDDEN') }, 'a2');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove admin permissions' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removing admin permissions failed!')).toBeTruthy();
  });

  it('shows on your own profile that a new address waits for its confirmation link', async () => {
    const student = { ...user('s1', 'Zoë', 'Brontë', ['STUDENT']), pendingEmail: 'zoe.new@hill.school' };
    renderWithGateway(<OwnProfilePage />, { OwnProfilePage: () => ownProfile(student) });
    expect(await screen.findByText(EMAIL_CHANGE_TEXTS.pendingTitle)).toBeTruthy();
    expect(screen.getByText(confirmationSentMessage('zoe.new@hill.school'))).toBeTruthy();
    expect(screen.getByText('zoë@hill.school')).toBeTruthy();
  });

  it("lists a parent's children with links to their profiles", async () => {
    const parent = user('p1', 'Pat', 'Brontë', ['PARENT'], [child('s1', 'Zoë')]);
    renderWithGateway(<OwnProfilePage />, { OwnProfilePage: () => ownProfile(parent) });
    const link = await screen.findByRole('link', { name: 'Zoë Brontë' });
    expect(link.getAttribute('href')).toBe('/people/view/s1');
    const buttons = ['Change password', 'Change email', 'Change Name', 'Update child'];
    for (const name of buttons) expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update child' }).getAttribute('href')).toBe('/people/me/update-child');
  });

  it("shows a student's progress table, empty until progress is recorded", async () => {
    const student = user('s1', 'Zoë', 'Brontë', ['STUDENT']);
    renderWithGateway(<OwnProfilePage />, { OwnProfilePage: () => ownProfile(student) });
    const table = await screen.findByRole('table', { name: 'Progress' });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual(['Activity', 'Assignment', 'Accuracy', 'Progress', 'Time']);
    expect(within(table).getByText('No progress recorded yet.')).toBeTruthy();
  });

  it('shows each activity a student tried: accuracy of the best attempt, finished or not, time spent', async () => {
    const lines = [line('Push and Pull', 5, 4, true, 200), line('The Water Cycle Book', 0, 0, false, 45)];
    const student = user('s1', 'Zoë', 'Brontë', ['STUDENT'], [], [], lines);
    renderWithGateway(<OwnProfilePage />, { OwnProfilePage: () => ownProfile(student) });
    const table = await screen.findByRole('table', { name: 'Progress' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Push and Pull', 'Forces, week 3', '80%', 'Completed', '3 min 20 s'],
      ['The Water Cycle Book', 'Forces, week 3', '–', 'Started', '45 s'],
    ]);
  });

  it('says so when the profile cannot be fetched', async () => {
    openProfile({ UserProfilePage: () => failure('NOT_FOUND', 'No such user') }, 'x9');
    expect(await screen.findByText('Error getting user data')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('The profile details could not be fetched. Please try again later!')).toBeTruthy(),
    );
  });
});

describe('parent link requests', { timeout: 15_000 }, () => {
  const request = (parentId: string, childId: string): OnTheWire<LinkRequestsList_LinkFragment> => ({
    __typename: 'ParentLink',
    id: `${parentId}:${childId}`,
    parent: { __typename: 'User', id: parentId, firstName: 'Pat', lastName: 'Brontë', email: 'pat@hill.school' },
    child: { __typename: 'User', id: childId, firstName: 'Zoë', lastName: 'Brontë' },
  });
  const pendingRow = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

  it('shows a parent the child they asked for as waiting for approval, with no way into it yet', async () => {
    const parent = user('p1', 'Pat', 'Brontë', ['PARENT'], [child('s1', 'Zoë')], [child('s2', 'Ben')]);
    renderWithGateway(<OwnProfilePage />, { OwnProfilePage: () => ownProfile(parent) });
    expect(await screen.findByRole('link', { name: 'Zoë Brontë' })).toBeTruthy();
    const row = pendingRow('Ben Brontë');
    expect(within(row).getByText('Waiting for approval')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ben Brontë' })).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it("lets a teacher approve a request for their group's student; the request leaves the page without asking again", async () => {
    const { calls } = renderWithGateway(<OwnProfilePage />, {
      OwnProfilePage: () => ownProfile(TOM, [request('p1', 's1')]),
      AcceptParentLink: ({ input }) => {
        expect(input).toEqual({ parentId: 'p1', childId: 's1' });
        const link: OnTheWire<AcceptParentLinkMutation['acceptParentLink']['link']> = {
          __typename: 'ParentLink',
          id: 'p1:s1',
          status: 'ACTIVE',
          parent: user('p1', 'Pat', 'Brontë', ['PARENT'], [child('s1', 'Zoë')]),
        };
        return { data: { acceptParentLink: { __typename: 'AcceptParentLinkPayload', link } } };
      },
    });
    const text = await screen.findByText('Pat Brontë (pat@hill.school) asks to be linked to Zoë Brontë.');
    const accept = screen.getByRole('button', { name: 'Approve' });
    expect(accept.getAttribute('aria-describedby')).toBe(text.id);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    fireEvent.click(accept);
    expect(await screen.findByText('The parent is now linked to the child.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
    expect(calls.filter((call) => call.operationName === 'OwnProfilePage')).toHaveLength(1);
  });

  it('offers a student no decision on a request naming them (issue 36: the school confirms families)', async () => {
    const student = user('s1', 'Zoë', 'Brontë', ['STUDENT']);
    renderWithGateway(<OwnProfilePage />, { OwnProfilePage: () => ownProfile(student, [request('p1', 's1')]) });
    expect(await screen.findByRole('heading', { name: 'Zoë Brontë' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('says so when the decision fails', async () => {
    renderWithGateway(<OwnProfilePage />, {
      OwnProfilePage: () => ownProfile(TOM, [request('p1', 's1')]),
      DeclineParentLink: () => failure('FORBIDDEN'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Operation failed, please try again!')).toBeTruthy();
  });

  it("lets an admin approve or decline a parent's pending child on the parent's profile", async () => {
    const parent = user('p1', 'Pat', 'Brontë', ['PARENT'], [], [child('s2', 'Ben')]);
    const { calls } = openProfile(
      {
        UserProfilePage: () => viewing(ADMIN, parent),
        DeclineParentLink: ({ input }) => {
          expect(input).toEqual({ parentId: 'p1', childId: 's2' });
          return {
            data: { declineParentLink: { __typename: 'DeclineParentLinkPayload', parentId: 'p1', childId: 's2' } },
          };
        },
      },
      'p1',
    );
    const row = await waitFor(() => pendingRow('Ben Brontë'));
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The link request was declined.')).toBeTruthy();
    expect(await screen.findByText('No child is linked yet.')).toBeTruthy();
    expect(calls.filter((call) => call.operationName === 'UserProfilePage')).toHaveLength(1);
  });

  it("shows a teacher a parent's pending child without offering to approve it", async () => {
    const parent = user('p1', 'Pat', 'Brontë', ['PARENT'], [], [child('s2', 'Ben')]);
    openProfile({ UserProfilePage: () => viewing(TOM, parent) }, 'p1');
    const row = await waitFor(() => pendingRow('Ben Brontë'));
    expect(within(row).getByText('Waiting for approval')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
