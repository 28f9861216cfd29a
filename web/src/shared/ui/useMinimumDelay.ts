import { useEffect, useState } from 'react';

/** Spec 1 §9: a loader shows for at least 2000 ms. */
export const LOADER_MINIMUM_MS = 2000;

/**
 * False until `ms` have passed since the component mounted, then true: a
 * loader stays up at least that long, even when the data comes sooner, so it
 * never flashes. Remount (a `key`) to start again.
 */
export function useMinimumDelay(ms: number = LOADER_MINIMUM_MS): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return done;
}
