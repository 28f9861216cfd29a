import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { countSignIn, markSignOutPending } from './session/signOutPending';
import { SSO_MESSAGES } from '@portal/domain/sso-texts';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffHome } from '../testing/dashboardAnswers';
import type { SignInMutation } from '../generated/graphql';
import { failure, renderApp, signedInAs, visitor, type OnTheWire } from '../testing/fakeGateway';

/* The app wired together: auth state, sign-in, registration, sign-out, against a fake gateway. */

type SignedInUser = OnTheWire<SignInMutation['signIn']['user']>;

const ada: SignedInUser = {
  __typename: 'User',
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'ADMIN',
  roles: ['ADMIN', 'TEACHER'],
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('the portal', () => {
  it("opens the sign-in form from the landing's Sign In when no sign-on provider is configured", async () => {
    const calls = renderApp('/', {
      AuthState: visitor,
      SingleSignOnProvider: () => ({ data: { singleSignOn: null } }),
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Sign In' }));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(calls).toContain('SingleSignOnProvider');
  });

  it('lets a visitor sign in from the landing page, greets them, and signs them out from the account menu', async () => {
    const calls = renderApp('/', {
      AuthState: visitor,
      SignIn: () => ({
        data: { signIn: { __typename: 'SignInPayload', role: 'ADMIN', mustChangePassword: false, user: ada } },
      }),
      StaffHomePage: () => staffHome('Ada', 'ADMIN', 12),
      SignOut: () => ({ data: { signOut: { __typename: 'SignOutPayload', signedOut: true } } }),
    });
    fireEvent.click(await screen.findByRole('link', { name: ACCOUNT_TEXTS.formSignIn }));
    await screen.findByLabelText('Email');
    type('Email', 'ada@school.example');
    type('Password', 'Secret1!');
    fireEvent.click(screen.getByRole('button', { name: 'Form Login' }));

    expect(await screen.findByRole('heading', { name: 'Hi Ada' })).toBeTruthy();
    expect(document.title).toBe('Science Portal - Home');
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to the Science Portal' })).toBeTruthy();
    expect(calls).toContain('SignOut');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('says the provider did not sign them in when it sends the browser back without a sign-in, and leads back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const provider = {
      __typename: 'SsoProvider',
      issuer: 'http://127.0.0.1:9/realms/school',
      clientId: 'portal',
      name: 'Keycloak',
    } as const;
    const calls = renderApp('/sign-in/sso?error=access_denied&state=unknown', {
      AuthState: visitor,
      SingleSignOnProvider: () => ({ data: { singleSignOn: provider } }),
    });
    expect(await screen.findByText(SSO_MESSAGES.providerRefused)).toBeTruthy();
    expect(calls).not.toContain('SignInWithSso');
    fireEvent.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('button', { name: 'Form Login' })).toBeTruthy();
  });

  it("shows the server's message and marks both fields invalid when sign-in is refused", async () => {
    renderApp('/sign-in', {
      AuthState: visitor,
      SignIn: () => failure('UNAUTHENTICATED', 'Wrong email or password'),
    });
    await screen.findByLabelText('Email');
    type('Email', 'ada@school.example');
    type('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Form Login' }));

    expect(within(await screen.findByRole('alert')).getByText('Wrong email or password')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    // Said once for the form (no toast besides), and a well-formed e-mail is not called invalid.
    expect(screen.getAllByText('Wrong email or password')).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.invalidEmail)).toBeNull();
  });

  it('sends a signed-in user who opens the sign-in page home', async () => {
    renderApp('/sign-in', { AuthState: signedInAs('ADMIN'), StaffHomePage: () => staffHome('Ada', 'ADMIN', 12) });
    expect(await screen.findByRole('heading', { name: 'Hi Ada' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('signs a new teacher in and takes them home after registering', async () => {
    const teacher: SignedInUser = { ...ada, role: 'TEACHER', roles: ['TEACHER'] };
    const school = { __typename: 'School', id: 's1', name: 'Analytical High' };
    renderApp('/register', {
      AuthState: visitor,
      Register: ({ input }) => {
        expect(input).toMatchObject({ email: 'ada@school.example', license: 'TEACHER' });
        return { data: { register: { __typename: 'RegisterPayload', role: 'TEACHER', user: teacher, school } } };
      },
      StaffHomePage: () => staffHome('Ada', 'TEACHER', 0),
    });
    await fillRegistration();
    fireEvent.click(screen.getByRole('radio', { name: 'Teacher' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'Hi Ada' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('says so when the e-mail is already registered', async () => {
    renderApp('/register', {
      AuthState: visitor,
      Register: () => failure('CONFLICT', 'Conflict'),
    });
    await fillRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(within(await screen.findByRole('alert')).getByText(MESSAGES.accountExists)).toBeTruthy();
  });

  async function fillRegistration() {
    await screen.findByLabelText('First name');
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Email', 'ada@school.example');
    type('School name', 'Analytical High');
    type('Password', 'Secret1!');
    type('Confirm password', 'Secret1!');
  }

  const signInAs = (user: SignedInUser) => () => ({
    data: { signIn: { __typename: 'SignInPayload', role: user.role, mustChangePassword: false, user } },
  });

  async function signInThroughTheForm() {
    await screen.findByLabelText('Email');
    type('Email', 'ada@school.example');
    type('Password', 'Secret1!');
    fireEvent.click(screen.getByRole('button', { name: 'Form Login' }));
  }

  it('brings a visitor who opened a signed-in page back to it once signed in', async () => {
    renderApp('/assignments/view/a9?tab=2#top', {
      AuthState: visitor,
      SignIn: signInAs(ada),
    });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(window.location.pathname).toBe('/sign-in');
    await signInThroughTheForm();

    expect(await screen.findByRole('heading', { level: 1, name: 'View Assignment' })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/assignments/view/a9?tab=2#top',
    );
  });

  it('never follows the return address to another site: it goes home instead', async () => {
    renderApp(`/sign-in?next=${encodeURIComponent('//evil.example/people')}`, {
      AuthState: visitor,
      SignIn: signInAs(ada),
      StaffHomePage: () => staffHome('Ada', 'ADMIN', 12),
    });
    await signInThroughTheForm();

    expect(await screen.findByRole('heading', { name: 'Hi Ada' })).toBeTruthy();
    expect(window.location.href).toBe(`${window.location.origin}/`);
  });

  it('offers no Sign in button in the top bar of the sign-in page, and does elsewhere', async () => {
    renderApp('/sign-in', { AuthState: visitor });
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Sign in' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('takes a user who signs out on a signed-in page to the landing page, not back to sign in', async () => {
    renderApp('/groups', {
      AuthState: signedInAs('TEACHER'),
      SignOut: () => ({ data: { signOut: { __typename: 'SignOutPayload', signedOut: true } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    const addresses = vi.spyOn(window.history, 'replaceState');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to the Science Portal' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    // Not even for a moment: the sign-in form never flashed up on the way.
    expect(addresses.mock.calls.map(([, , url]) => String(url))).not.toContainEqual(expect.stringContaining('sign-in'));
    addresses.mockRestore();
  });

  it('stays signed out after a sign-out the server never heard of, and asks it again on the next load', async () => {
    let signOuts = 0;
    const failingSignOut = () => {
      signOuts += 1;
      return failure('INTERNAL_SERVER_ERROR', 'down');
    };
    renderApp('/groups', { AuthState: signedInAs('TEACHER'), SignOut: failingSignOut });
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to the Science Portal' })).toBeTruthy();
    // Tried twice, then remembered.
    expect(signOuts).toBe(2);
    cleanup();

    // The next load (the identity provider sends the browser back): the server still says signed in.
    const calls = renderApp('/', {
      AuthState: signedInAs('TEACHER'),
      SignOut: () => ({ data: { signOut: { __typename: 'SignOutPayload', signedOut: true } } }),
    });
    expect(await screen.findByRole('heading', { name: 'Welcome to the Science Portal' })).toBeTruthy();
    await vi.waitFor(() => expect(calls).toContain('SignOut'));
    cleanup();

    // Ended at last: the server's answer counts again.
    renderApp('/', { AuthState: visitor });
    expect(await screen.findByRole('heading', { name: 'Welcome to the Science Portal' })).toBeTruthy();
    expect(window.sessionStorage.getItem('auth.signOutPending')).toBeNull();
  });

  it('leaves alone a session signed in since, in any tab, when an old sign-out was still owed', async () => {
    markSignOutPending(true);
    // Another tab of the browser signs in: the cookie now holds that new session.
    countSignIn();
    const calls = renderApp('/', { AuthState: signedInAs('ADMIN'), StaffHomePage: () => staffHome('Ada', 'ADMIN', 1) });
    expect(await screen.findByRole('heading', { name: 'Hi Ada' })).toBeTruthy();
    expect(calls).not.toContain('SignOut');
  });

  it('forgets the choices kept for the tab when its user signs out, so the next user starts afresh', async () => {
    window.sessionStorage.setItem('portal.metrics.school', '{"period":"1"}');
    window.sessionStorage.setItem('portal.result.child', 'c2');
    window.sessionStorage.setItem('another.site', 'kept');
    renderApp('/groups', {
      AuthState: signedInAs('PARENT'),
      SignOut: () => ({ data: { signOut: { __typename: 'SignOutPayload', signedOut: true } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to the Science Portal' })).toBeTruthy();
    expect(window.sessionStorage.getItem('portal.metrics.school')).toBeNull();
    expect(window.sessionStorage.getItem('portal.result.child')).toBeNull();
    expect(window.sessionStorage.getItem('another.site')).toBe('kept');
  });

  it('treats a failed auth-status call as a visitor, without an error toast', async () => {
    renderApp('/', { AuthState: () => failure('INTERNAL', 'down') });
    expect(await screen.findByRole('heading', { name: 'Welcome to the Science Portal' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
