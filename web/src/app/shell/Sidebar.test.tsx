import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { staffHome } from '../../testing/dashboardAnswers';
import { renderApp, signedInAs, type Role } from '../../testing/fakeGateway';
import { assignmentList } from '../../testing/assignmentAnswers';
import { schoolAnswer } from '../../testing/metricsAnswers';

afterEach(cleanup);

/** Spec 1 §1: each entry shows only if the role may open its route (written from spec 1 §2.1 and spec 2 §2). */
const EXPECTED_ENTRIES: Record<Role, string[]> = {
  ADMIN: ['Home', 'People', 'Groups', 'Assignments', 'Track and Report', 'Metrics', 'Result'],
  TEACHER: ['Home', 'People', 'Groups', 'Assignments', 'Track and Report', 'Metrics', 'Result'],
  STUDENT: ['Home', 'Groups', 'Assignments', 'Metrics', 'Result'],
  PARENT: ['Home', 'Groups', 'Assignments', 'Metrics', 'Result'],
  ROOT: ['Home', 'Groups', 'Assignments', 'Metrics', 'Result'],
};

const sidebar = async () => within(await screen.findByRole('navigation', { name: 'Main' }));
const iconShown = (link: HTMLElement, kind: 'filled' | 'outline') => {
  const icon = link.querySelector<SVGElement>(`[data-icon="${kind}"]`);
  return icon !== null && icon.style.visibility !== 'hidden';
};

describe('the sidebar', () => {
  it.each(Object.entries(EXPECTED_ENTRIES))('lists what the %s role may open, in order', async (role, labels) => {
    renderApp('/groups', { AuthState: signedInAs(role as Role) });
    const links = (await sidebar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(labels);
  });

  it('marks the entry of the open route, or of a route under it, as the current page with a filled icon', async () => {
    renderApp('/groups/view/g3/leader', { AuthState: signedInAs('TEACHER') });
    const nav = await sidebar();
    const groups = nav.getByRole('link', { name: 'Groups' });
    const home = nav.getByRole('link', { name: 'Home' });
    expect(groups.getAttribute('aria-current')).toBe('page');
    expect(home.getAttribute('aria-current')).toBeNull();
    expect(iconShown(groups, 'filled')).toBe(true);
    expect(iconShown(groups, 'outline')).toBe(false);
    expect(iconShown(home, 'filled')).toBe(false);
    expect(iconShown(home, 'outline')).toBe(true);

    fireEvent.mouseEnter(home);
    expect(iconShown(home, 'filled')).toBe(true);
  });

  /**
   * Entries whose page sends staff on to another (spec 2 §2: the result entry
   * goes to the group list, the metrics entry to School Metrics).
   */
  const LEADS_ON: Record<string, string> = { Result: 'Group List', Metrics: 'School Metrics' };

  it('opens a real page from every entry', async () => {
    renderApp('/', {
      AuthState: signedInAs('ADMIN'),
      StaffHomePage: () => staffHome('Ada', 'ADMIN', 3),
      // No groups: Groups stays on its own page rather than opening the first group's tab.
      MyGroupsPage: () => ({ data: { groups: { __typename: 'GroupConnection', totalCount: 0, edges: [] } } }),
      AssignmentsPage: () => assignmentList([]),
      SchoolMetricsPage: schoolAnswer,
      TrackDashboardPage: () => ({
        data: {
          groups: { __typename: 'GroupConnection', totalCount: 0, edges: [] },
          assignments: { __typename: 'AssignmentConnection', totalCount: 0, edges: [] },
        },
      }),
    });
    const nav = await sidebar();
    for (const label of EXPECTED_ENTRIES.ADMIN.slice(1)) {
      fireEvent.click(nav.getByRole('link', { name: label }));
      await waitFor(() => expect(document.title).toBe(`Science Portal - ${LEADS_ON[label] ?? label}`));
      expect(nav.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
    }
    fireEvent.click(nav.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Hi Ada' })).toBeTruthy();
  });
});
