import { SSO_SIGNED_OUT_PATH } from '@portal/domain';
import { forgetSingleSignOn, SIGNED_IN_WITH } from './ssoTab';

/** The provider single sign-on uses, as the gateway's `singleSignOn` names it. */
export interface SsoProvider {
  issuer: string;
  clientId: string;
  name: string;
}

/**
 * What this tab keeps from an SSO sign-in until sign-out, which then ends the
 * provider's session too (spec 1 §4): the ID token (the end-session request's
 * hint) and where to send it, learnt at sign-in so sign-out needs no network
 * call nor library. Outside the `portal.` choices; forgotten at every other
 * sign-in and when the session ends (forgetSingleSignOn).
 */
export interface SsoSignOut {
  clientId: string;
  idToken: string;
  endSessionEndpoint: string | undefined;
}

export function rememberSsoSignOut(signOut: SsoSignOut): void {
  try {
    window.sessionStorage.setItem(SIGNED_IN_WITH, JSON.stringify(signOut));
  } catch {
    // Storage refused: sign-out ends the portal's session only.
  }
}

function isSsoSignOut(value: unknown): value is SsoSignOut {
  if (typeof value !== 'object' || value === null) return false;
  const { clientId, idToken, endSessionEndpoint } = value as Record<string, unknown>;
  return (
    typeof clientId === 'string' &&
    typeof idToken === 'string' &&
    (endSessionEndpoint === undefined || typeof endSessionEndpoint === 'string')
  );
}

/** What this tab kept from its SSO sign-in, if it signed in so. */
function keptSsoSignOut(): SsoSignOut | undefined {
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(SIGNED_IN_WITH) ?? 'null');
    return isSsoSignOut(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sign-out's second half: when this tab signed in with the provider, the
 * browser goes to its end-session endpoint with the ID token, which ends the
 * provider's session and comes back to the landing page. Whether it did.
 */
export function signOutOfProvider(go: (url: string) => void = (url) => window.location.assign(url)): boolean {
  const kept = keptSsoSignOut();
  forgetSingleSignOn();
  if (!kept?.endSessionEndpoint) return false;
  const url = new URL(kept.endSessionEndpoint);
  url.searchParams.set('id_token_hint', kept.idToken);
  url.searchParams.set('client_id', kept.clientId);
  url.searchParams.set('post_logout_redirect_uri', `${window.location.origin}${SSO_SIGNED_OUT_PATH}`);
  go(url.href);
  return true;
}
