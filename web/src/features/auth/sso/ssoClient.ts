import { SSO_SIGNED_OUT_PATH } from '@portal/domain';
import type { ApolloClient } from '@apollo/client';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { SingleSignOnProviderDocument } from '../../../generated/SingleSignOnProvider';
import { StartSingleSignOnDocument } from '../../../generated/StartSingleSignOn';
import { ssoCallbackPath } from '../urls';
import type { SsoProvider } from '../../../app/session/ssoProvider';

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

/** What the provider's answer carries back to the portal: the ID token, what this tab sent with the request, and where sign-out goes. */
export interface SsoResult {
  idToken: string;
  nonce: string;
  returnPath: string | undefined;
  endSessionEndpoint: string | undefined;
}

interface SentState {
  nonce: string;
  returnPath: string | undefined;
}

/**
 * Sends the browser to the provider's sign-in; it comes back to the callback
 * page. The nonce is the API's (startSingleSignOn), bound to this browser by
 * a cookie, so only this browser can sign in with the ID token that carries it.
 */
export async function startSingleSignOn(
  client: ApolloClient,
  returnPath: string | undefined,
): Promise<'notConfigured' | undefined> {
  const { data: found } = await client.query({ query: SingleSignOnProviderDocument, fetchPolicy: 'network-only' });
  const provider = found?.singleSignOn;
  if (!provider) return 'notConfigured';
  const { data } = await client.mutate({ mutation: StartSingleSignOnDocument });
  if (!data) throw new Error('the portal gave no nonce');
  const { nonce } = data.startSingleSignOn;
  const state: SentState = { nonce, returnPath };
  await userManager(provider).signinRedirect({ nonce, state });
  return undefined;
}

function isSentState(value: unknown): value is SentState {
  if (typeof value !== 'object' || value === null) return false;
  const { nonce, returnPath } = value as Record<string, unknown>;
  return typeof nonce === 'string' && (returnPath === undefined || typeof returnPath === 'string');
}

/**
 * On the callback page: exchanges the code (with the PKCE verifier) for the
 * ID token. The library's record of the user (access token, profile) is
 * forgotten at once: the portal keeps only what sign-out needs.
 */
export async function finishSingleSignOn(provider: SsoProvider): Promise<SsoResult> {
  const manager = userManager(provider);
  const user = await manager.signinRedirectCallback();
  await manager.removeUser();
  if (!user.id_token || !isSentState(user.state)) throw new Error('the provider sent no ID token');
  // Discovery was read for the code exchange: this is its cached answer, or undefined (a provider without one).
  const endSessionEndpoint = await manager.metadataService.getEndSessionEndpoint().catch(() => undefined);
  return { idToken: user.id_token, nonce: user.state.nonce, returnPath: user.state.returnPath, endSessionEndpoint };
}
