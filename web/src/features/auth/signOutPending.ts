/**
 * A sign-out whose call to the server failed (spec 1 §4: the tab signs out
 * anyway): the session may still be alive, and a reload (the identity
 * provider sends the browser back to the landing page) would find it. The tab
 * remembers, shows the visitor's pages, and asks the server again on its next
 * load, until the server has ended the session or someone signs in.
 */
const SIGN_OUT_PENDING = 'auth.signOutPending';

export function markSignOutPending(pending: boolean): void {
  try {
    if (pending) window.sessionStorage.setItem(SIGN_OUT_PENDING, '1');
    else window.sessionStorage.removeItem(SIGN_OUT_PENDING);
  } catch {
    // Storage refused: nothing to remember it by.
  }
}

export function signOutPending(): boolean {
  try {
    return window.sessionStorage.getItem(SIGN_OUT_PENDING) !== null;
  } catch {
    return false;
  }
}
