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

export type { AttemptEvent, AttemptFilter } from './liveSocket';
export type { LiveMode } from './liveMode';

/**
 * Calls `onAttempt` whenever a student's attempt is recorded at the assignment
 * or group named: at once over the shared socket (graphql-ws), or, while the
 * socket cannot connect (WebSockets blocked by a proxy), every 2 s without an
 * event, trying the socket again now and then. Pages refetch their query in
 * `onAttempt`, so an attempt shows within 2 s either way. Null listens to
 * nothing. Returns how it is listening, for the page to say so.
 */
export function useLiveAttempts(filter: AttemptFilter | null, onAttempt: (event?: AttemptEvent) => void): LiveMode {
  const [mode, setMode] = useState<LiveMode>('connecting');
  const heard = useEffectEvent((event?: AttemptEvent) => onAttempt(event));
  const assignmentId = filter && 'assignmentId' in filter ? filter.assignmentId : undefined;
  const groupId = filter && 'groupId' in filter ? filter.groupId : undefined;

  useEffect(() => {
    const listened: AttemptFilter | undefined = assignmentId ? { assignmentId } : groupId ? { groupId } : undefined;
    if (!listened) return;
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
        settle = window.setTimeout(() => heard(), STREAM_SETTLE_MS);
      }
      // On connecting, the catch-up waits for the server's stream to open (the settle refetch below).
      if (catchUp && received.type !== 'connected') heard();
      if (polls(next.mode) && poller === undefined) {
        poller = window.setInterval(() => heard(), POLL_INTERVAL_MS);
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
        attempt: (event) => heard(event),
        socketFailed: () => signal({ type: 'socketFailed' }),
        refused: (codes) => signal({ type: 'refused', codes }),
        ended: () => signal({ type: 'ended' }),
      });
    };

    open();
    return () => {
      unsubscribe?.();
      window.clearTimeout(grace);
      window.clearTimeout(retry);
      window.clearTimeout(settle);
      window.clearInterval(poller);
    };
  }, [assignmentId, groupId]);

  return filter ? mode : 'off';
}
