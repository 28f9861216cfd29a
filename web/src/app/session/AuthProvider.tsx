import { useApolloClient } from '@apollo/client/react';
import type { Role } from '@portal/domain';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuthStateQuery } from '../../generated/AuthState';
import { useSignOutMutation } from '../../generated/SignOut';
import { noErrorToast } from '../../shared/graphql/operationHooks';
import { PasswordChangeContext, SessionExpiryContext, type PasswordChange } from '../../shared/graphql/sessionExpiry';
import { toSignedInRoles, type SignedInRoles } from './authRole';
import { countSignIn, markSignOutPending, signOutPending } from './signOutPending';
import { signInPath, registerPath } from '../../features/auth/urls';
import { forgetSingleSignOn, keptSingleSignOn } from './ssoTab';
import { forgetSessionChoices } from '../../shared/storage/sessionChoices';

/** The client authentication state of spec 1 §4. `role` and `roles` are undefined for a visitor. */
export interface Auth {
  loading: boolean;
  /** The primary role: the layout, theme and dashboard. */
  role: Role | undefined;
  /** Every role the user holds: what `can(roles, capability)` and the route rules read. */
  roles: readonly Role[] | undefined;
  /** This tab signed out by choice, as opposed to a visitor who never signed in or a session that ended. */
  signedOut: boolean;
  /**
   * The user must change the password the school set before anything else
   * (issue 36): only Change Password and signing out are offered until then.
   */
  mustChangePassword: boolean;
  /** After a successful sign-in or registration, with the roles the server returned and whether the change is required. */
  signedIn(roles: SignedInRoles | undefined, mustChangePassword?: boolean): void;
  signOut(): Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  // Spec 1 §8: a failed auth-status call means a visitor, not an error to show.
  const status = useAuthStateQuery({ fetchPolicy: 'network-only', errorToast: noErrorToast });
  const [signOutCall] = useSignOutMutation({ errorToast: noErrorToast });
  // What this tab has done since the status call (signed in, out, registered) wins over its answer;
  // a sign-out the server never heard of still holds after a reload.
  const [local, setLocal] = useState<{
    viewer: SignedInRoles | undefined;
    signedOut?: true;
    mustChangePassword?: boolean;
  } | null>(() => (signOutPending() ? { viewer: undefined, signedOut: true } : null));
  useEffect(() => {
    // Not where a sign-in is under way: it replaces that session anyway, and a late answer would clear its cookie.
    const { pathname } = window.location;
    if (pathname.startsWith(signInPath) || pathname === registerPath) return;
    if (!signOutPending()) return;
    signOutCall().then(
      () => markSignOutPending(false),
      () => undefined,
    );
  }, [signOutCall]);

  const answer = status.dataState === 'complete' ? status.data.authStatus : undefined;
  // Memoised: a new roles list on every render would change the context value each time.
  const answered = useMemo(
    () => (answer?.authenticated ? toSignedInRoles(answer.role, answer.roles) : undefined),
    [answer],
  );
  const viewer = local ? local.viewer : answered;
  const role = viewer?.role;
  const roles = viewer?.roles;
  const loading = !local && status.loading;
  const signedOut = local?.signedOut === true;
  const mustChangePassword =
    viewer !== undefined && (local ? local.mustChangePassword === true : answer?.mustChangePassword === true);

  const signedIn = useCallback((next: SignedInRoles | undefined, mustChange = false) => {
    forgetSessionChoices();
    // An earlier sign-in's provider session is not this one's to end (SSO's callback keeps its own after this).
    forgetSingleSignOn();
    countSignIn();
    setLocal({ viewer: next, mustChangePassword: mustChange });
  }, []);

  const passwordChanged = useCallback(() => {
    setLocal((current) => (current ? { ...current, mustChangePassword: false } : { viewer: answered }));
  }, [answered]);

  const passwordChangeRequired = useCallback(() => {
    if (viewer === undefined) return;
    setLocal({ viewer, mustChangePassword: true });
  }, [viewer]);

  const signOut = useCallback(async () => {
    // Spec 1 §4: signed out locally even when the call fails; tried once more, then again on the next load.
    const ended = await signOutCall().then(
      () => true,
      () =>
        signOutCall().then(
          () => true,
          () => false,
        ),
    );
    markSignOutPending(!ended);
    setLocal({ viewer: undefined, signedOut: true });
    forgetSessionChoices();
    // Drop the signed-in user's data without refetching it as a visitor.
    await client.clearStore();
    // Then out of the identity provider too, when this tab signed in with it (it comes back to the landing page).
    if (keptSingleSignOn()) {
      try {
        const { signOutOfProvider } = await import('./ssoProvider');
        signOutOfProvider();
      } catch (error) {
        // The provider's session outlives this tab's; nothing of it is kept here.
        forgetSingleSignOn();
        console.error('Signing out of the identity provider failed', error);
      }
    }
  }, [client, signOutCall]);

  const sessionExpired = useCallback(() => {
    if (role === undefined) return;
    setLocal({ viewer: undefined });
    forgetSessionChoices();
    forgetSingleSignOn();
    void client.clearStore();
  }, [client, role]);

  const passwordChange = useMemo<PasswordChange>(
    () => ({ required: mustChangePassword, refused: passwordChangeRequired, changed: passwordChanged }),
    [mustChangePassword, passwordChangeRequired, passwordChanged],
  );

  const auth = useMemo<Auth>(
    () => ({ loading, role, roles, signedOut, mustChangePassword, signedIn, signOut }),
    [loading, role, roles, signedOut, mustChangePassword, signedIn, signOut],
  );

  return (
    <AuthContext value={auth}>
      <SessionExpiryContext value={sessionExpired}>
        <PasswordChangeContext value={passwordChange}>{children}</PasswordChangeContext>
      </SessionExpiryContext>
    </AuthContext>
  );
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it');
  return auth;
}
