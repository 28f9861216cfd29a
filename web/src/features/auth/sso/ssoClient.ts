import { SSO_SIGNED_OUT_PATH } from '@portal/domain';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { ssoCallbackPath } from '../urls';
import type { SsoProvider } from './ssoProvider';

/**
 * The browser's half of single sign-on (spec 1 §7, spec 2 §9): the OpenID
 * Connect authorization code flow with PKCE S256, by oidc-client-ts (it makes
 * the code verifier, sends `code_challenge_method=S256`, checks `state` and
 * the ID token's nonce on the way back). A chunk of its own, loaded on the
 * button's click, the callback page and an SSO user's sign-out only.
 *
 * Everything it keeps (the sign-in in flight, then the ID token for sign-out)
 * is in this tab's session storage: gone when a shared computer's tab closes.
 */
function userManager(provider: SsoProvider): UserManager {
  const origin = window.location.origin;
  const store = new WebStorageStateStore({ store: window.sessionStorage });
  return new UserManager({
    authority: provider.issuer,
    client_id: provider.clientId,
    redirect_uri: `${origin}${ssoCallbackPath}`,
    post_logout_redirect_uri: `${origin}${SSO_SIGNED_OUT_PATH}`,
    response_type: 'code',
    scope: 'openid email profile',
    // The ID token is all the portal needs: no user-info call, no token renewal, no session iframe.
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    userStore: store,
    stateStore: store,
  });
}

/** What the provider's answer carries back to the portal: the ID token, and what this tab sent with the request. */
export interface SsoResult {
  idToken: string;
  nonce: string;
  returnPath: string | undefined;
}

interface SentState {
  nonce: string;
  returnPath: string | undefined;
}

/** A nonce for one sign-in: 32 random bytes, base64url (the API takes 16 to 256 characters). */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Sends the browser to the provider's sign-in; it comes back to the callback page. */
export async function startSingleSignOn(provider: SsoProvider, returnPath: string | undefined): Promise<void> {
  const nonce = newNonce();
  const state: SentState = { nonce, returnPath };
  await userManager(provider).signinRedirect({ nonce, state });
}

/** On the callback page: exchanges the code (with the PKCE verifier) for the ID token. */
export async function finishSingleSignOn(provider: SsoProvider): Promise<SsoResult> {
  const user = await userManager(provider).signinRedirectCallback();
  const state = user.state as SentState | undefined;
  if (!user.id_token || !state?.nonce) throw new Error('the provider sent no ID token');
  return { idToken: user.id_token, nonce: state.nonce, returnPath: state.returnPath };
}

/** Forgets the provider's tokens in this tab (the API refused them): the next try starts afresh. */
export async function forgetSingleSignOn(provider: SsoProvider): Promise<void> {
  await userManager(provider).removeUser();
}

/**
 * Sends the browser to the provider's end-session endpoint with the ID token,
 * which signs it out there too and returns to the landing page. Without a kept
 * ID token (another tab, a closed one) the provider may ask to confirm.
 */
export async function endProviderSession(provider: SsoProvider): Promise<void> {
  const manager = userManager(provider);
  const user = await manager.getUser();
  await manager.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : {});
}
