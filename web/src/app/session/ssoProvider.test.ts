import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSsoSignOut, signOutOfProvider } from './ssoProvider';
import { forgetSingleSignOn } from './ssoTab';

afterEach(() => window.sessionStorage.clear());

describe('signing out of the identity provider', () => {
  it('sends the browser to its end-session endpoint with the ID token, back to the landing page, and forgets it', () => {
    rememberSsoSignOut({
      clientId: 'portal',
      idToken: 'the.id.token',
      endSessionEndpoint: 'https://id.example/logout',
    });
    window.sessionStorage.setItem('oidc.user:https://id.example:portal', '{"access_token":"a"}');
    window.sessionStorage.setItem('portal.metrics.school', 'kept by its own rule');
    const go = vi.fn();
    expect(signOutOfProvider(go)).toBe(true);
    const url = new URL(go.mock.calls[0]?.[0] as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://id.example/logout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id_token_hint: 'the.id.token',
      client_id: 'portal',
      post_logout_redirect_uri: `${window.location.origin}/`,
    });
    // Nothing of the sign-in is left for the next person at this computer.
    expect(window.sessionStorage.getItem('oidc.user:https://id.example:portal')).toBeNull();
    expect(signOutOfProvider(go)).toBe(false);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('goes nowhere after a form sign-in, or for a provider without an end-session endpoint', () => {
    const go = vi.fn();
    expect(signOutOfProvider(go)).toBe(false);
    rememberSsoSignOut({ clientId: 'portal', idToken: 't', endSessionEndpoint: undefined });
    expect(signOutOfProvider(go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });

  it('ignores what it did not write, and forgets it', () => {
    window.sessionStorage.setItem('sso.signedInWith', '{"idToken": 42, "endSessionEndpoint": "https://evil.example"}');
    const go = vi.fn();
    expect(signOutOfProvider(go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('sso.signedInWith')).toBeNull();
  });

  it('forgets an SSO sign-in at any other sign-in or session end', () => {
    rememberSsoSignOut({ clientId: 'portal', idToken: 't', endSessionEndpoint: 'https://id.example/logout' });
    forgetSingleSignOn();
    expect(signOutOfProvider(vi.fn())).toBe(false);
  });
});
