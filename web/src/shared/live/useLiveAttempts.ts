import { useEffect, useEffectEvent, useState } from 'react';
import {
  CONNECT_GRACE_MS,
  INITIAL_LIVE_STATE,
  nextLiveState,
  POLL_INTERVAL_MS,
  polls,
  retryDelay,
  STREAM_SETTLE_MS,
  type LiveMode,
  type LiveSignal,
  type LiveState,
} from './liveMode';
import { subscribeToAttempts, type AttemptEvent, type AttemptFilter, type Unsubscribe } from './liveSocket';
import { paceRefetches } from './refetchPacer';

export type { AttemptEvent, AttemptFilter } from './liveSocket';
export type { LiveMode } from './liveMode';

export interface LiveOptions {
  /** Whether an attempt changes what the page shows (say, a student on the page of the list shown); unset: every one does. */
  concerns?: (event: AttemptEvent) => boolean;
}

/**
 * Calls `refetch` when a student's attempt is recorded at the assignment or
 * group named (and `concerns` the page): over the shared socket (graphql-ws),
 * or, while the socket cannot connect (WebSockets blocked by a proxy), every
 * 2 s without an event, trying the socket again now and then. Refetches are
 * paced (refetchPacer.ts): one at a time, about one a second, and always one
 * sent after the last attempt heard, so an attempt shows within 2 s either way
 * while a busy class does not keep the page refetching back to back. `refetch`
 * answers a promise of its answer (Apollo's `refetch()`), failures included.
 * Null listens to nothing. Returns how it is listening, for the page to say so.
 */
export function useLiveAttempts(
  filter: AttemptFilter | null,
  refetch: () => Promise<unknown> | void,
  options: LiveOptions = {},
): LiveMode {
  const [mode, setMode] = useState<LiveMode>('connecting');
  const heard = useEffectEvent(() => refetch());
  const concerns = useEffectEvent((event: AttemptEvent) => options.concerns?.(event) ?? true);
  const assignmentId = filter && 'assignmentId' in filter ? filter.assignmentId : undefined;
  const groupId = filter && 'groupId' in filter ? filter.groupId : undefined;

  useEffect(() => {
    const listened: AttemptFilter | undefined = assignmentId ? { assignmentId } : groupId ? { groupId } : undefined;
    if (!listened) return;
    const pacer = paceRefetches(() => heard());
    let state: LiveState = INITIAL_LIVE_STATE;
    let unsubscribe: Unsubscribe | undefined;
    let poller: number | undefined;
    let grace: number | undefined;
    let retry: number | undefined;
    let settle: number | undefined;

    const signal = (received: LiveSignal) => {
      const before = state.mode;
      const { state: next, catchUp, drop } = nextLiveState(state, received);
      state = next;
      if (drop) {
        unsubscribe?.();
        unsubscribe = undefined;
        window.clearTimeout(grace);
        if (next.mode === 'polling') {
          window.clearTimeout(retry);
          retry = window.setTimeout(() => signal({ type: 'retry' }), retryDelay(next.failures));
        }
      }
      if (received.type === 'retry' && !unsubscribe) open();
      if (received.type === 'connected') {
        window.clearTimeout(settle);
        settle = window.setTimeout(() => pacer.request(), STREAM_SETTLE_MS);
      }
      // On connecting, the catch-up waits for the server's stream to open (the settle refetch below).
      if (catchUp && received.type !== 'connected') pacer.request();
      if (polls(next.mode) && poller === undefined) {
        poller = window.setInterval(() => pacer.request(), POLL_INTERVAL_MS);
      } else if (!polls(next.mode) && poller !== undefined) {
        window.clearInterval(poller);
        poller = undefined;
      }
      if (next.mode !== before) setMode(next.mode);
    };

    const open = () => {
      window.clearTimeout(grace);
      if (state.mode === 'connecting') grace = window.setTimeout(() => signal({ type: 'graceOver' }), CONNECT_GRACE_MS);
      unsubscribe = subscribeToAttempts(listened, {
        connected: () => signal({ type: 'connected' }),
        attempt: (event) => {
          if (concerns(event)) pacer.request();
        },
        socketFailed: () => signal({ type: 'socketFailed' }),
        refused: (codes) => signal({ type: 'refused', codes }),
        ended: () => signal({ type: 'ended' }),
      });
    };

    open();
    return () => {
      pacer.stop();
      unsubscribe?.();
      window.clearTimeout(grace);
      window.clearTimeout(retry);
      window.clearTimeout(settle);
      window.clearInterval(poller);
    };
  }, [assignmentId, groupId]);

  return filter ? mode : 'off';
}
