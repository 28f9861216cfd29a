import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onDone` once `ms` of running time have passed: stopping (Pause)
 * keeps what is left, and a new `key` (another scene, or the same one
 * replayed) starts the count afresh.
 */
export function useSceneTimer(key: string, ms: number, running: boolean, onDone: () => void): void {
  const left = useRef(ms);
  const done = useEffectEvent(onDone);

  // Before the timer's effect: on a new key its cleanup has just counted the old scene's time, then this starts afresh.
  useEffect(() => {
    left.current = ms;
  }, [key, ms]);

  useEffect(() => {
    if (!running || left.current <= 0) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => {
      left.current = 0;
      done();
    }, left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [key, ms, running]);
}
