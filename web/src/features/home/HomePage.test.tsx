import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { rootHome, staffHome, studentHome } from '../../testing/dashboardAnswers';
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
    expect(assignments.getByRole('link', { name: 'Space quiz' }).getAttribute('href')).toBe('/assignments/view/a2');
    expect(assignments.getByRole('link', { name: 'CREATE' }).getAttribute('href')).toBe('/assignments/create');
    // Spec 1 §4: Completed is error, Scheduled warning, In Progress primary.
    expect(assignments.getByText('Completed').closest('.MuiChip-colorError')).toBeTruthy();
    expect(assignments.getByText('Scheduled').closest('.MuiChip-colorWarning')).toBeTruthy();
    expect(assignments.getByText('In Progress').closest('.MuiChip-colorPrimary')).toBeTruthy();
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

describe('the student and parent home', () => {
  it.each([
    ['STUDENT', 'Sam', 'Student'],
    ['PARENT', 'Pat', 'Parent'],
  ] as const)('shows a %s their role, totals and lists from one request', async (role, firstName, label) => {
    const calls = await openHome(role, { StudentHomePage: () => studentHome(firstName, role) }, firstName);
    expect(calls).toEqual(['AuthState', 'SchoolClock', 'StudentHomePage']);

    expect(card('ROLE').getByText(label)).toBeTruthy();
    expect(card('TOTAL GROUPS').getByText('2')).toBeTruthy();
    expect(card('TOTAL ASSIGNMENTS').getByText('3')).toBeTruthy();
    expect(panel('Groups').getByRole('link', { name: 'Year 6 Science' })).toBeTruthy();
    expect(panel('Assignments').getByRole('link', { name: 'Dinosaur book' })).toBeTruthy();
    // Spec 1 §6: no CREATE (nor ADD GROUP) for students and parents.
    expect(screen.queryByRole('link', { name: 'CREATE' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ADD GROUP' })).toBeNull();
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
