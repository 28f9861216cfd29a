import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_TEXTS } from '@portal/domain/home-texts';
import { FAMILY_TEXTS, linkApproverText } from '@portal/domain/family-texts';
import { SAMPLE, parentHome, rootHome, staffHome, studentHome } from '../../testing/dashboardAnswers';
import { failure, renderApp, signedInAs, type Role } from '../../testing/fakeGateway';
import { DASHBOARD_UNAVAILABLE } from './DashboardFrame';

afterEach(cleanup);

const card = (label: string) => within(screen.getByRole('region', { name: label }));
const panel = (title: string) => within(screen.getByRole('region', { name: title }));

/**
 * Waits until nothing on the page says it is still loading and React has no
 * work left, so every request its parts make has gone out and counting them is fair.
 */
async function settle() {
  await waitFor(() =>
    expect(document.querySelector('[aria-busy="true"], [role="progressbar"], .MuiSkeleton-root')).toBeNull(),
  );
  await act(() => Promise.resolve());
}

async function openHome(role: Role, gateway: Parameters<typeof renderApp>[1], firstName: string) {
  const calls = renderApp('/', { AuthState: signedInAs(role), ...gateway });
  expect(await screen.findByRole('heading', { name: `Hi ${firstName}` })).toBeTruthy();
  await settle();
  return calls;
}

describe('the staff home', () => {
  it('lists the parent link requests the server lets the viewer decide on, and approving one takes it off (issue 36)', async () => {
    const linkRequests = [
      {
        parent: { id: 'p1', firstName: 'Pat', lastName: 'Brontë', email: 'pat@hill.school' },
        child: { id: 's1', firstName: 'Zoë', lastName: 'Brontë' },
      },
    ];
    await openHome(
      'TEACHER',
      {
        StaffHomePage: () => staffHome('Tess', 'TEACHER', 3, { ...SAMPLE, linkRequests }),
        AcceptParentLink: ({ input }) => {
          expect(input).toEqual({ parentId: 'p1', childId: 's1' });
          return {
            data: {
              acceptParentLink: {
                __typename: 'AcceptParentLinkPayload',
                link: {
                  __typename: 'ParentLink',
                  id: 'p1:s1',
                  status: 'ACTIVE',
                  parent: null as never,
                },
              },
            },
          };
        },
      },
      'Tess',
    );
    const requests = panel(FAMILY_TEXTS.requestsTitle);
    expect(requests.getByText('Pat Brontë (pat@hill.school) asks to be linked to Zoë Brontë.')).toBeTruthy();
    expect(requests.getByRole('button', { name: 'Decline' })).toBeTruthy();
    act(() => requests.getByRole('button', { name: 'Approve' }).click());
    expect(await screen.findByText(MESSAGES.parentLinkAccepted)).toBeTruthy();
  });

  it('shows no request panel when nothing waits for the viewer', async () => {
    await openHome('TEACHER', { StaffHomePage: () => staffHome('Tess', 'TEACHER', 3) }, 'Tess');
    expect(screen.queryByRole('region', { name: FAMILY_TEXTS.requestsTitle })).toBeNull();
  });

  it('shows the role, the totals, the groups and the assignments from one request', async () => {
    const calls = await openHome('ADMIN', { StaffHomePage: () => staffHome('Ada', 'ADMIN', 42) }, 'Ada');
    expect(calls).toEqual(['AuthState', 'SchoolClock', 'StaffHomePage']);

    expect(card('ROLE').getByText('Admin')).toBeTruthy();
    expect(card('TOTAL STUDENTS').getByText('42')).toBeTruthy();
    expect(card('TOTAL ASSIGNMENTS').getByText('3')).toBeTruthy();

    expect(panel('Groups').getByRole('link', { name: 'Year 5 Science' }).getAttribute('href')).toBe('/groups/view/g1');
    expect(panel('Groups').getByText('24 students')).toBeTruthy();
    expect(panel('Groups').getByText('1 student')).toBeTruthy();
    expect(panel('Groups').getByRole('link', { name: 'ADD GROUP' }).getAttribute('href')).toBe('/groups/create');

    const assignments = panel('Assignments');
    // What is current first, as the server orders it, with how many of its students have started it.
    const first = within(assignments.getAllByRole('listitem')[0]!);
    expect(first.getByRole('link', { name: 'Space quiz' }).getAttribute('href')).toBe('/assignments/view/a2');
    expect(first.getByText(/12 of 25 started/)).toBeTruthy();
    expect(assignments.getByRole('link', { name: 'CREATE' }).getAttribute('href')).toBe('/assignments/create');
    // Issue 35: calm chips, Completed is plain grey (never red), Scheduled warning, In Progress success.
    expect(assignments.getByText('Completed').closest('.MuiChip-colorDefault')).toBeTruthy();
    expect(assignments.getByText('Scheduled').closest('.MuiChip-colorWarning')).toBeTruthy();
    expect(assignments.getByText('In Progress').closest('.MuiChip-colorSuccess')).toBeTruthy();
  });

  it('names a teacher as such and says when there is nothing to list', async () => {
    const empty = () => staffHome('Tess', 'TEACHER', 0, { groups: [], assignments: [] });
    await openHome('TEACHER', { StaffHomePage: empty }, 'Tess');
    expect(card('ROLE').getByText('Teacher')).toBeTruthy();
    expect(card('TOTAL STUDENTS').getByText('0')).toBeTruthy();
    expect(panel('Groups').getByText(MESSAGES.noGroups)).toBeTruthy();
    expect(panel('Assignments').getByText(MESSAGES.noOngoingAssignments)).toBeTruthy();
  });

  it('tells the admin which identity provider the school signs in with, and not a teacher', async () => {
    const keycloak = { name: 'Keycloak', issuer: 'https://id.hill.example/realms/hill' };
    await openHome('ADMIN', { StaffHomePage: () => staffHome('Ada', 'ADMIN', 42, undefined, keycloak) }, 'Ada');
    expect(screen.getByText(/Single sign-on: Keycloak \(https:\/\/id\.hill\.example\/realms\/hill\)/)).toBeTruthy();
    cleanup();
    await openHome('ADMIN', { StaffHomePage: () => staffHome('Ada', 'ADMIN', 42) }, 'Ada');
    expect(
      screen.getByText('Single sign-on is not configured for this portal: people sign in with the form.'),
    ).toBeTruthy();
    cleanup();
    await openHome('TEACHER', { StaffHomePage: () => staffHome('Tess', 'TEACHER', 3, undefined, keycloak) }, 'Tess');
    expect(screen.queryByText(/Single sign-on/)).toBeNull();
  });

  it('says the dashboard could not be loaded when its request fails', async () => {
    renderApp('/', { AuthState: signedInAs('ADMIN'), StaffHomePage: () => failure('INTERNAL', 'down') });
    expect(await screen.findByText(DASHBOARD_UNAVAILABLE)).toBeTruthy();
    expect(within(await screen.findByRole('alert')).getByText(MESSAGES.generalFailure)).toBeTruthy();
  });
});

describe('the student home', () => {
  it('shows a student their role, totals and lists from one request, without the staff buttons', async () => {
    const calls = await openHome('STUDENT', { StudentHomePage: () => studentHome('Sam') }, 'Sam');
    expect(calls).toEqual(['AuthState', 'SchoolClock', 'StudentHomePage']);

    expect(card('ROLE').getByText('Student')).toBeTruthy();
    expect(card('TOTAL GROUPS').getByText('2')).toBeTruthy();
    expect(card('TOTAL ASSIGNMENTS').getByText('3')).toBeTruthy();
    expect(panel('Groups').getByRole('link', { name: 'Year 6 Science' })).toBeTruthy();
    expect(panel('Assignments').getByRole('link', { name: 'Dinosaur book' })).toBeTruthy();
    // Spec 1 §6: no CREATE (nor ADD GROUP) for students and parents.
    expect(screen.queryByRole('link', { name: 'CREATE' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ADD GROUP' })).toBeNull();
  });

  it('lists what is in progress, then what is coming, with Play for each activity not yet completed', async () => {
    await openHome('STUDENT', { StudentHomePage: () => studentHome('Sam') }, 'Sam');
    const toDo = panel(HOME_TEXTS.toDoTitle);
    // In the server's order; what has ended is not to do.
    expect(toDo.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Space quiz',
      'Dinosaur book',
    ]);
    const current = within(toDo.getByRole('article', { name: 'Space quiz' }));
    expect(current.getByText(/^Due /)).toBeTruthy();
    expect(current.getByRole('link', { name: 'Play Moon phases' }).getAttribute('href')).toBe(
      '/assignments/view/a2/play/q-spa-002',
    );
    // Completed, says the server: done, nothing to play.
    expect(current.queryByRole('link', { name: 'Play Planets quiz' })).toBeNull();
    expect(current.getByText(HOME_TEXTS.done)).toBeTruthy();
    // Not open yet: when it starts, and no Play.
    const coming = within(toDo.getByRole('article', { name: 'Dinosaur book' }));
    expect(coming.getByText(/^Starts /)).toBeTruthy();
    expect(coming.queryByRole('link', { name: /^Play/ })).toBeNull();
  });

  it('shows their latest scores, and says when there is nothing to do or to show', async () => {
    await openHome('STUDENT', { StudentHomePage: () => studentHome('Sam') }, 'Sam');
    expect(panel(HOME_TEXTS.recentResultsTitle).getByText('Planets quiz: 7 of 10 correct')).toBeTruthy();
    // A book has no questions: finished, not "0 of 0 correct".
    expect(panel(HOME_TEXTS.recentResultsTitle).getByText(`Rocket book: ${HOME_TEXTS.done}`)).toBeTruthy();
    cleanup();
    await openHome(
      'STUDENT',
      { StudentHomePage: () => studentHome('Sam', 'STUDENT', { groups: [], assignments: [] }, []) },
      'Sam',
    );
    expect(panel(HOME_TEXTS.toDoTitle).getByText(HOME_TEXTS.nothingToDo)).toBeTruthy();
    expect(panel(HOME_TEXTS.recentResultsTitle).getByText(HOME_TEXTS.noResultsYet)).toBeTruthy();
  });
});

describe('the parent home', () => {
  it('shows the role, totals and lists, and a card per child, from one request', async () => {
    const calls = await openHome('PARENT', { ParentHomePage: () => parentHome('Pat') }, 'Pat');
    expect(calls).toEqual(['AuthState', 'SchoolClock', 'ParentHomePage']);
    expect(card('ROLE').getByText('Parent')).toBeTruthy();
    expect(card('TOTAL GROUPS').getByText('2')).toBeTruthy();
    expect(card('TOTAL ASSIGNMENTS').getByText('3')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'CREATE' })).toBeNull();

    const children = panel(HOME_TEXTS.childrenTitle);
    const mia = within(children.getByRole('article', { name: 'Mia Harris' }));
    expect(mia.getByText('Year 5 Science')).toBeTruthy();
    // What is due in Mia's group: the current one, not the one that has ended.
    const miaDue = within(mia.getByRole('list', { name: HOME_TEXTS.dueTitle }));
    expect(miaDue.getByText('Space quiz')).toBeTruthy();
    expect(miaDue.queryByText('Volcano week')).toBeNull();
    expect(
      within(mia.getByRole('list', { name: HOME_TEXTS.latestScoresTitle })).getByText('Planets quiz: 7 of 10 correct'),
    ).toBeTruthy();

    const noah = within(children.getByRole('article', { name: 'Noah Harris' }));
    expect(noah.getByText('Dinosaur book')).toBeTruthy();
    expect(noah.getByText(/^Starts /)).toBeTruthy();
    expect(noah.getByText(HOME_TEXTS.noScoresYet)).toBeTruthy();
  });

  it('shows a pending link request as pending, with who must approve it', async () => {
    const pending = [{ id: 'c3', firstName: 'Ella', lastName: 'Harris' }];
    await openHome('PARENT', { ParentHomePage: () => parentHome('Pat', [], pending) }, 'Pat');
    const requests = within(screen.getByRole('region', { name: HOME_TEXTS.linkRequestsTitle }));
    expect(requests.getByText('Ella Harris')).toBeTruthy();
    expect(requests.getByText(HOME_TEXTS.pending)).toBeTruthy();
    expect(requests.getByText(linkApproverText('Ella'))).toBeTruthy();
    // A request gives nothing yet: no card for Ella.
    expect(screen.queryByRole('article', { name: 'Ella Harris' })).toBeNull();
  });
});

describe('the root home', () => {
  it('shows the number of registered users, linking to their list, from one request', async () => {
    const calls = await openHome('ROOT', { RootHomePage: () => rootHome('Rory', 120) }, 'Rory');
    expect(calls).toEqual(['AuthState', 'RootHomePage']);

    expect(card('ROLE').getByText('Root')).toBeTruthy();
    expect(card('TOTAL REGISTERED USERS').getByText('120')).toBeTruthy();
    const link = card('TOTAL REGISTERED USERS').getByRole('link', { name: 'View registered users' });
    expect(link.getAttribute('href')).toBe('/metrics/registered-users');
  });
});
