import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../testing/fakeGateway';

/* Issue 9: below MUI's md breakpoint the sidebar gives way to a drawer opened from the top bar. */

function resizeWindow(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const TEACHER_ENTRIES = ['Home', 'People', 'Groups', 'Assignments', 'Track and Report', 'Metrics', 'Result'];

beforeEach(() => resizeWindow(390));
afterEach(() => {
  cleanup();
  resizeWindow(1024);
});

describe('the phone layout', () => {
  it('has no sidebar: a menu button opens a drawer with the same entries, and an entry opens its page', async () => {
    renderApp('/groups', { AuthState: signedInAs('TEACHER') });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();

    fireEvent.click(menu);
    const drawer = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(drawer.getAllByRole('link').map((link) => link.textContent)).toEqual(TEACHER_ENTRIES);
    expect(drawer.getByRole('link', { name: 'Groups' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(drawer.getByRole('link', { name: 'Assignments' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Assignments' });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());
    // The closing drawer hands focus to the new page, not back to the menu button.
    expect(document.activeElement).toBe(heading);
  });

  it('brings the sidebar back, and drops the menu button, when the window widens', async () => {
    renderApp('/groups', { AuthState: signedInAs('STUDENT') });
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeTruthy();
    resizeWindow(1280);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});
