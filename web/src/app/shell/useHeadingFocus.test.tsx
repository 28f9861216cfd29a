import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { staffHome } from '../../testing/dashboardAnswers';
import { renderApp, signedInAs } from '../../testing/fakeGateway';

afterEach(cleanup);

describe('focus after a navigation', () => {
  it("leaves the first page's focus to the browser, then lands on each new page's heading", async () => {
    renderApp('/', { AuthState: signedInAs('TEACHER'), StaffHomePage: () => staffHome('Tess', 'TEACHER', 3) });
    expect(await screen.findByRole('heading', { name: 'Hi Tess' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);

    const sidebar = within(screen.getByRole('navigation', { name: 'Main' }));
    fireEvent.click(sidebar.getByRole('link', { name: 'Assignments' }));
    const assignments = await screen.findByRole('heading', { level: 1, name: 'Assignments' });
    await waitFor(() => expect(document.activeElement).toBe(assignments));
    // Reachable by script only: tabbing still goes from control to control.
    expect(assignments.getAttribute('tabindex')).toBe('-1');

    // The dashboard shows its heading only once its data has come: focus waits for it.
    fireEvent.click(sidebar.getByRole('link', { name: 'Home' }));
    const home = await screen.findByRole('heading', { level: 1, name: 'Hi Tess' });
    await waitFor(() => expect(document.activeElement).toBe(home));
  });
});
