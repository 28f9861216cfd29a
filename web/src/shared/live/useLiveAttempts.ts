import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { AttemptRecordedDocument } from '../../generated/AttemptRecorded';
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

export interface LiveOptions {
  /** What the page does with an event besides the cache's own update (the leaderboard places a newcomer in its list). */
  patch?: (event: AttemptEvent, cache: ApolloCache) => void;
}

/**
 * Keeps a page current with the attempts recorded at the assignment or group
 * named, over the shared socket (graphql-ws). Each event carries what the
 * attempt changed (the student's progress row, the leaderboard entries it
 * moved) in the fragments the pages show (LiveRowStatus, LiveRowActivities,
 * LiveRankEntry): written to Apollo's cache, it replaces what every page
 * shows of them, with no query. The page refetches (`refetch`, Apollo's
 * `refetch()`) only to catch up: once a moment after its socket connects or
 * connects again (attempts may have come while it was down), and every 2 s
 * while the socket cannot connect (WebSockets blocked by a proxy), trying the
 * socket again now and then; never two refetches at once. Null listens to
 * nothing. Returns how it is listening, for the page to say so.
 */
export function useLiveAttempts(
  filter: AttemptFilter | null,
  refetch: () => Promise<unknown> | void,
  options: LiveOptions = {},
): LiveMode {
  const [mode, setMode] = useState<LiveMode>('connecting');
  const client = useApolloClient();
  const catchUp = useEffectEvent(() => refetch());
  const heard = useEffectEvent((event: AttemptEvent, listened: AttemptFilter) => {
    client.cache.writeQuery({
      query: AttemptRecordedDocument,
      variables: listened,
      data: { attemptRecorded: event },
    });
    options.patch?.(event, client.cache);
  });
  const assignmentId = filter && 'assignmentId' in filter ? filter.assignmentId : undefined;
  const groupId = filter && 'groupId' in filter ? filter.groupId : undefined;

  useEffect(() => {
    const listened: AttemptFilter | undefined = assignmentId ? { assignmentId } : groupId ? { groupId } : undefined;
    if (!listened) return;
    const refetcher = singleFlight(() => catchUp());
    let state: LiveState = INITIAL_LIVE_STATE;
    let unsubscribe: Unsubscribe | undefined;
    let poller: number | undefined;
    let grace: number | undefined;
    let retry: number | undefined;
    let settle: number | undefined;

    const signal = (received: LiveSignal) => {
      const before = state.mode;
      const { state: next, catchUp: behind, drop } = nextLiveState(state, received);
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
        // What came while the socket (re)connected and the server's stream opened: fetched once, after it opened.
        window.clearTimeout(settle);
        settle = window.setTimeout(() => refetcher.request(), STREAM_SETTLE_MS);
      }
      if (behind && received.type !== 'connected') refetcher.request();
      if (polls(next.mode) && poller === undefined) {
        poller = window.setInterval(() => refetcher.request(), POLL_INTERVAL_MS);
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
        attempt: (event) => heard(event, listened),
        socketFailed: () => signal({ type: 'socketFailed' }),
        refused: (codes) => signal({ type: 'refused', codes }),
        ended: () => signal({ type: 'ended' }),
      });
    };

    open();
    return () => {
      refetcher.stop();
      unsubscribe?.();
      window.clearTimeout(grace);
      window.clearTimeout(retry);
      window.clearTimeout(settle);
      window.clearInterval(poller);
    };
  }, [assignmentId, groupId]);

  return filter ? mode : 'off';
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null | undefined)?.then === 'function';

/**
 * Runs `work` one at a time: a request while one runs makes one more run
 * after it (its answer may predate what the request was for), however many
 * requests came meanwhile.
 */
function singleFlight(work: () => Promise<unknown> | void) {
  let running = false;
  let wanted = false;
  let stopped = false;
  const run = () => {
    if (running || stopped || !wanted) return;
    wanted = false;
    running = true;
    const done = () => {
      running = false;
      run();
    };
    let answer: unknown;
    try {
      answer = work();
    } catch {
      // A failed refetch is the page's to report; the next request still runs.
    }
    // Apollo's refetch answers a thenable of its own; a plain answer means done at once.
    if (isThenable(answer)) answer.then(done, done);
    else done();
  };
  return {
    request() {
      wanted = true;
      run();
    },
    stop() {
      stopped = true;
    },
  };
}
