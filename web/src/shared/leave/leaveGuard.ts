import { createContext, useContext, useEffect } from 'react';

/** What a page asks before it is left while it holds something the user would lose. */
export interface LeaveQuestion {
  title: string;
  text: string;
  confirmLabel: string;
}

export interface LeaveGuard {
  /** Runs `leave` at once, or once the user confirms while the open page holds a question. */
  confirmLeave(leave: () => void): void;
  /** Sets the open page's question, or clears it (null). */
  hold(question: LeaveQuestion | null): void;
}

/** Outside the signed-in frame (a visitor's pages) nothing is held: leaving is never asked. */
export const LeaveGuardContext = createContext<LeaveGuard>({
  confirmLeave: (leave) => leave(),
  hold: () => undefined,
});

/** Runs a leaving action (Back, Sign out) at once, or after the open page's question is confirmed. */
export function useConfirmLeave(): LeaveGuard['confirmLeave'] {
  return useContext(LeaveGuardContext).confirmLeave;
}

/**
 * While `question` is set, leaving the page asks it first: any in-app link,
 * and the actions that use `useConfirmLeave`; closing or reloading the tab
 * gets the browser's own warning. Pass a constant (or null), not a new
 * object each render.
 */
export function useLeaveGuard(question: LeaveQuestion | null): void {
  const { hold } = useContext(LeaveGuardContext);
  useEffect(() => {
    if (!question) return;
    hold(question);
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      hold(null);
      window.removeEventListener('beforeunload', warn);
    };
  }, [question, hold]);
}

/**
 * The in-app path a click on a link would open, or null when the click is
 * not one to ask about: another button or modifier (a new tab leaves the
 * page open), a download, another target or another site.
 */
export function inAppPathOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
