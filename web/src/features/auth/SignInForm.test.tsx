import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithGateway } from '../../testing/fakeGateway';
import { MESSAGES } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInForm, type SignInFormProps } from './SignInForm';
import { SSO_MESSAGES } from '@portal/domain/sso-texts';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';

afterEach(cleanup);

/** The portal's answer to Single Sign-On's first step: this browser's nonce. */
const started = () => ({
  data: { startSingleSignOn: { __typename: 'SsoStart' as const, nonce: 'n'.repeat(43) } },
});

type Provider = { issuer: string; clientId: string; name: string } | null;

function renderForm(props: Partial<SignInFormProps> = {}, provider: Provider = null) {
  const onSubmit = vi.fn();
  renderWithGateway(<SignInForm onSubmit={onSubmit} submitting={false} refusal={null} returnPath="/" {...props} />, {
    SingleSignOnProvider: () => ({
      data: { singleSignOn: provider && { __typename: 'SsoProvider' as const, ...provider } },
    }),
    StartSingleSignOn: started,
  });
  return onSubmit;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const messageOf = (label: string) => document.getElementById(`${input(label).id}-helper-text`)?.textContent;
const formLogin = () => fireEvent.click(screen.getByRole('button', { name: 'Form Login' }));
/** Single Sign-On, once its code has loaded (a disabled stand-in shows until then). */
const singleSignOn = () =>
  vi.waitFor(() => {
    const button = screen.getByRole('button', { name: 'Single Sign-On' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });

describe('SignInForm', () => {
  it('says "Invalid email" for a malformed e-mail and does not sign in', () => {
    const onSubmit = renderForm();
    type('Email', 'not-an-email');
    type('Password', 'secret');
    formLogin();
    expect(messageOf('Email')).toBe(MESSAGES.invalidEmail);
    expect(messageOf('Password')).toBeUndefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says "Invalid email" and "Invalid password" when both are empty', () => {
    renderForm();
    formLogin();
    expect(messageOf('Email')).toBe(MESSAGES.invalidEmail);
    expect(messageOf('Password')).toBe(MESSAGES.invalidPassword);
  });

  it('sends the trimmed e-mail and the password', () => {
    const onSubmit = renderForm();
    type('Email', ' ada@school.example ');
    type('Password', 'secret');
    formLogin();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@school.example', password: 'secret' });
  });

  it("says the server's refusal once for the form, marks both fields, and blames neither", () => {
    renderForm({ refusal: ACCOUNT_TEXTS.signInRefused });
    type('Email', 'ada@school.example');
    type('Password', 'wrong');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(ACCOUNT_TEXTS.signInRefused);
    for (const label of ['Email', 'Password']) {
      expect(input(label).getAttribute('aria-invalid')).toBe('true');
      expect(input(label).getAttribute('aria-describedby')).toBe(alert.id);
    }
    // A well-formed e-mail with a wrong password is not "Invalid email".
    expect(screen.queryByText(MESSAGES.invalidEmail)).toBeNull();
    expect(screen.queryByText(MESSAGES.invalidPassword)).toBeNull();
  });

  it('still names a malformed e-mail in its field after a refusal', () => {
    renderForm({ refusal: ACCOUNT_TEXTS.signInRefused });
    type('Email', 'not-an-email');
    formLogin();
    expect(messageOf('Email')).toBe(MESSAGES.invalidEmail);
  });

  it('explains that single sign-on is not configured', async () => {
    renderForm();
    expect(screen.queryByText(SSO_MESSAGES.notConfigured)).toBeNull();
    fireEvent.click(await singleSignOn());
    expect(await screen.findByText(SSO_MESSAGES.notConfigured)).toBeTruthy();
  });

  it('says the provider cannot be reached when its discovery fails, and stays on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Port 9 (discard) on the loopback: refused at once, as a provider that is down.
    renderForm({}, { issuer: 'http://127.0.0.1:9/realms/school', clientId: 'portal', name: 'Keycloak' });
    fireEvent.click(await singleSignOn());
    expect(await screen.findByText(SSO_MESSAGES.providerUnreachable, {}, { timeout: 5000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('links to the register page', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
  });
});
