/**
 * What pages keep in session storage for the user of a tab (spec 2 §4: a
 * parent's chosen child, a metrics page's period and areas) lives under this
 * prefix, and is forgotten whenever who is signed in changes: the next person
 * at a shared school computer starts afresh.
 */
export const SESSION_CHOICE_PREFIX = 'portal.';

export function forgetSessionChoices(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, index) => window.sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(SESSION_CHOICE_PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept.
  }
}
