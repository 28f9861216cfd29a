/**
 * A sign-out whose call to the server failed (spec 1 §4: the tab signs out
 * anyway): the session may still be alive, and a reload (the identity
 * provider sends the browser back to the landing page) would find it. The tab
 * remembers, shows the visitor's pages, and asks the server again on its next
 * load, until the server has ended the session or someone signs in.
 *
 * The session cookie is the whole browser's, this note one tab's: it names
 * how many sign-ins the browser had seen (a count all tabs share), so a
 * sign-in since, in any tab, makes it stale and it ends nobody's new session.
 */
const PENDING = 'auth.signOutPending';
const SIGN_INS = 'auth.signIns';

const signIns = () => window.localStorage.getItem(SIGN_INS) ?? '0';

/** Storage refused (a private window's quota, a policy): nothing noted, nothing read. */
function attempt<T>(act: () => T, otherwise: T): T {
  try {
    return act();
  } catch {
    return otherwise;
  }
}

/** Every sign-in, in any tab: earlier pending sign-outs no longer concern this browser's session. */
export const countSignIn = () =>
  attempt(() => {
    window.localStorage.setItem(SIGN_INS, String(Number(signIns()) + 1));
    window.sessionStorage.removeItem(PENDING);
  }, undefined);

export const markSignOutPending = (pending: boolean) =>
  attempt(() => {
    if (pending) window.sessionStorage.setItem(PENDING, signIns());
    else window.sessionStorage.removeItem(PENDING);
  }, undefined);

/** Whether this tab's sign-out is still owed to the server, for the session it signed out of. */
export const signOutPending = () => attempt(() => window.sessionStorage.getItem(PENDING) === signIns(), false);
