import { useLayoutEffect, useState } from 'react';

/**
 * An element's content width in whole pixels, followed as it resizes, so a
 * chart is drawn exactly as wide as its card and shrinks with the window.
 * Where nothing can measure (jsdom in tests has neither layout nor
 * ResizeObserver) it is `fallback`, so the chart still renders.
 */
export function useElementWidth(fallback: number): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  const canObserve = typeof ResizeObserver !== 'undefined';

  useLayoutEffect(() => {
    if (!element || !canObserve) return;
    // The first measure happens before paint, so the chart never flashes at a wrong width.
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, canObserve]);

  return [setElement, canObserve ? width : fallback];
}
