import { startTransition, useCallback, useEffect, useState } from 'react';

/** How far below the fold a chart starts drawing: about a card's height, so it is there when scrolled to. */
const AHEAD = '400px';

/**
 * Whether an element has come near the viewport yet (issue 37: a metrics page
 * paints what is in view first and draws what is below the fold when it
 * scrolls into view). Once seen it stays seen. `reveal` marks it seen at once,
 * not as a transition (the report PDF waits for every chart drawn). Where nothing can observe (jsdom
 * in tests, an old browser) everything counts as seen.
 */
export function useSeen(): [(element: HTMLElement | null) => void, boolean, () => void] {
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [seen, setSeen] = useState(!canObserve);

  useEffect(() => {
    if (!element || seen || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: React draws the charts that came into view in slices, yielding to the
        // browser between them, rather than in one long task that blocks input (issue 37: School
        // Metrics' total blocking time).
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setSeen(true));
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, canObserve]);

  const reveal = useCallback(() => setSeen(true), []);
  return [setElement, seen, reveal];
}
