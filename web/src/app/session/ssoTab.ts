/**
 * Where this tab keeps what an SSO sign-in left (./ssoProvider.ts writes and
 * reads it), and forgetting it, which every sign-in and session end does: a
 * few lines in the app's entry; the rest loads with the pages that need it.
 */
export const SIGNED_IN_WITH = 'sso.signedInWith';
/** oidc-client-ts's keys in session storage: a sign-in in flight, a user record. */
const LIBRARY_PREFIX = 'oidc.';

/** Forgets everything single sign-on kept in this tab: the next person at a shared computer finds nothing of it. */
export function forgetSingleSignOn(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, index) => window.sessionStorage.key(index));
    for (const key of keys) {
      if (key === SIGNED_IN_WITH || key?.startsWith(LIBRARY_PREFIX)) window.sessionStorage.removeItem(key);
    }
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** Whether this tab signed in with single sign-on (and so has a provider session to end). */
export function keptSingleSignOn(): boolean {
  try {
    return window.sessionStorage.getItem(SIGNED_IN_WITH) !== null;
  } catch {
    return false;
  }
}
