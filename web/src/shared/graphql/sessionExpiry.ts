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
