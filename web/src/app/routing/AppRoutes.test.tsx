import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { staffHome, studentHome } from '../../testing/dashboardAnswers';
import { renderApp, signedInAs, visitor } from '../../testing/fakeGateway';
import { LOST_TEXT } from '../shell/ErrorPage';

afterEach(cleanup);

const trail = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' }));

describe('the router', () => {
  it('sends a user home from a route their role may not open', async () => {
    renderApp('/people', { AuthState: signedInAs('STUDENT'), StudentHomePage: () => studentHome('Sam', 'STUDENT') });
    expect(await screen.findByRole('heading', { name: 'Hi Sam' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('sends a visitor to sign in from a signed-in route, naming the route to return to', async () => {
    renderApp('/groups', { AuthState: visitor });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/sign-in?next=%2Fgroups');
  });

  it('redirects /403 and /404 home', async () => {
    renderApp('/404', { AuthState: visitor });
    expect(await screen.findByRole('heading', { name: 'Welcome to the Science Portal' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('shows the error page for an unknown path, and Back goes one step back', async () => {
    window.history.pushState({}, '', '/register');
    renderApp('/nowhere/404/at-all', { AuthState: visitor });
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.getByText(LOST_TEXT)).toBeTruthy();
    expect(document.title).toBe('Science Portal - 404');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeTruthy();
  });

  it('titles the error page 403 when the path has no /404', async () => {
    renderApp('/nowhere', { AuthState: signedInAs('TEACHER') });
    expect(await screen.findByRole('heading', { name: '403' })).toBeTruthy();
    expect(screen.getByText(LOST_TEXT)).toBeTruthy();
  });

  it('shows an error, not a blank page, for a route missing its parameter', async () => {
    renderApp('/groups/edit', { AuthState: signedInAs('TEACHER') });
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText(/needs a group id/)).toBeTruthy();
  });

  it('names the page after its last crumb and links the crumbs the user may open', async () => {
    renderApp('/people/view/u7/reset-password', { AuthState: signedInAs('PARENT') });
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(document.title).toBe('Science Portal - Reset Password');
    expect(trail().getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(trail().getByRole('link', { name: 'User Profile' }).getAttribute('href')).toBe('/people/view/u7');
    // A parent may not open the people list: its crumb is text.
    expect(trail().queryByRole('link', { name: 'People' })).toBeNull();
    expect(trail().getByText('People')).toBeTruthy();
    expect(trail().getByText('Reset Password').getAttribute('aria-current')).toBe('page');
  });

  it('shows only the top bar while the auth status loads', async () => {
    renderApp('/groups', { AuthState: () => new Promise(() => {}) });
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('opens the profile from the account menu', async () => {
    renderApp('/', { AuthState: signedInAs('TEACHER'), StaffHomePage: () => staffHome('Tess', 'TEACHER', 3) });
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(window.location.pathname).toBe('/people/me'));
    await waitFor(() => expect(document.title).toBe('Science Portal - Me'));
  });
});
