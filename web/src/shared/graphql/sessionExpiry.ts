import { createContext, useContext } from 'react';

/**
 * Called when the server answers UNAUTHENTICATED: the session has ended. The
 * auth feature provides it (shared code imports no feature); outside it,
 * nothing happens.
 */
export const SessionExpiryContext = createContext<() => void>(() => {});

export function useSessionExpiry(): () => void {
  return useContext(SessionExpiryContext);
}

/**
 * Whether the user must change the password the school set before anything
 * else (issue 36), and the calls that change it: the server answered
 * PASSWORD_CHANGE_REQUIRED, or the user has changed it. The auth feature
 * provides it; outside it, nothing is required and nothing happens.
 */
export interface PasswordChange {
  required: boolean;
  /** The server answered PASSWORD_CHANGE_REQUIRED. */
  refused(): void;
  /** The user changed their own password. */
  changed(): void;
}

export const PasswordChangeContext = createContext<PasswordChange>({
  required: false,
  refused: () => {},
  changed: () => {},
});

export function usePasswordChange(): PasswordChange {
  return useContext(PasswordChangeContext);
}
