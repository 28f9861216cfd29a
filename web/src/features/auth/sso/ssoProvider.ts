/** The provider single sign-on uses, as the gateway's `singleSignOn` names it. */
export interface SsoProvider {
  issuer: string;
  clientId: string;
  name: string;
}

/**
 * The provider this tab signed in with, kept from an SSO sign-in until
 * sign-out, which then ends the provider's session too (spec 1 §4). Outside
 * the `portal.` choices, which a sign-in forgets. Storage refused: nothing is
 * kept, and sign-out ends the portal's session only.
 */
const SIGNED_IN_WITH = 'sso.signedInWith';

export function rememberSsoProvider(provider: SsoProvider): void {
  try {
    window.sessionStorage.setItem(SIGNED_IN_WITH, JSON.stringify(provider));
  } catch {
    // Storage refused.
  }
}

/** The provider this tab signed in with, forgotten as it is read (sign-out takes it once). */
export function takeSsoProvider(): SsoProvider | undefined {
  try {
    const kept = window.sessionStorage.getItem(SIGNED_IN_WITH);
    window.sessionStorage.removeItem(SIGNED_IN_WITH);
    return kept ? (JSON.parse(kept) as SsoProvider) : undefined;
  } catch {
    return undefined;
  }
}

/** Sign-out's second half: the provider's end-session endpoint, when this tab signed in with it. */
export function signOutOfProvider(): void {
  const provider = takeSsoProvider();
  if (!provider) return;
  import('./ssoClient')
    .then(({ endProviderSession }) => endProviderSession(provider))
    .catch((error: unknown) => console.error('Signing out of the identity provider failed', error));
}
