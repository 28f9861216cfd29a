import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (its chunk and data loading) before focus stays where it is. */
export const HEADING_WAIT_MS = 10_000;

/**
 * After a navigation that changes the page, focus moves to the new page's h1,
 * so a keyboard or screen-reader user starts on the page they opened rather
 * than on the link they left (issue 9). The first page of a visit keeps the
 * browser's own start, and a page that has put focus in itself (a field it
 * focuses on opening) keeps it.
 */
export function useHeadingFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return focusHeadingOnceShown();
  }, [pathname]);
}

function focusHeadingOnceShown(): () => void {
  const tryFocus = (): boolean => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return false;
    const main = heading.closest('main');
    const active = document.activeElement;
    if (main && active && active !== document.body && main.contains(active)) return true;
    // Focusable from script only: tabbing still goes from control to control.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (tryFocus()) return () => {};
  // The page's chunk or data is still loading: focus its heading once it shows.
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
