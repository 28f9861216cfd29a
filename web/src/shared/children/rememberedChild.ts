import { SESSION_CHOICE_PREFIX } from '../storage/sessionChoices';

/**
 * Spec 2 §4: a parent's child selection is remembered in session storage, so
 * it survives a reload of the tab and is forgotten with it. Storage may be
 * refused (a private window's quota, a blocked site): the page then simply
 * starts on the first child.
 */
export const CHILD_STORAGE_KEY = `${SESSION_CHOICE_PREFIX}result.child`;

export function readRememberedChild(): string | null {
  try {
    return window.sessionStorage.getItem(CHILD_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberChild(childId: string): void {
  try {
    window.sessionStorage.setItem(CHILD_STORAGE_KEY, childId);
  } catch {
    // Not remembered: the next visit starts on the first child.
  }
}

/**
 * The remembered child while still a child of the parent's, else the first
 * with work (issue 35: a page opens on what matters, not on a child with
 * nothing to show), else the first (children come by first name).
 */
export function chosenChild<T extends { id: string; hasWork?: boolean }>(
  children: readonly T[],
  remembered: string | null,
): T | undefined {
  return children.find(({ id }) => id === remembered) ?? children.find((child) => child.hasWork) ?? children[0];
}
