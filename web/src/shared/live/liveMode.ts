/*
 * When a page hears of attempts over the socket, and when it asks again every
 * 2 s instead: the decisions of useLiveAttempts, kept apart from timers and
 * sockets so they can be tested as they are. A proxy that blocks WebSockets
 * (refusing the upgrade, closing the socket, or holding it open and silent)
 * must still leave the page showing a student's attempt within a few seconds.
 */

/** How often a page asks again while the socket is down (spec: an attempt shows within 2 s). */
export const POLL_INTERVAL_MS = 2000;
/** How long the socket may take to open before the page polls meanwhile. */
export const CONNECT_GRACE_MS = 2000;
/**
 * How long after the socket opens the page refetches once: the server opens its
 * stream of attempts a moment after the socket, and an attempt recorded since
 * the page's own query (or in that moment) would otherwise wait for the next one.
 */
export const STREAM_SETTLE_MS = 1000;
/**
 * The first retry of a failed socket or subscription; each failure after it doubles the wait, up to
 * RETRY_MAX_MS. Not graphql-ws's retryWait: its retries cover the socket only (liveSocket.ts says why).
 */
export const RETRY_BASE_MS = 15_000;
export const RETRY_MAX_MS = 120_000;

/**
 * connecting: the socket is opening (no polling yet, for CONNECT_GRACE_MS);
 * live: subscribed, attempts come over the socket;
 * polling: the socket failed or is slow; the page refetches every 2 s and the socket is retried now and then;
 * off: the server refused the subscription itself (say, the assignment is not the viewer's): polling would only repeat the refusal.
 */
export type LiveMode = 'connecting' | 'live' | 'polling' | 'off';

export interface LiveState {
  mode: LiveMode;
  /** Socket failures in a row, for the retry's back-off; a connection resets it. */
  failures: number;
}

export type LiveSignal =
  /** The socket is open and acknowledged. */
  | { type: 'connected' }
  /** The socket could not open, or closed, or errored. */
  | { type: 'socketFailed' }
  /** The server ended the subscription without an error (its stream of attempts closed). */
  | { type: 'ended' }
  /** The server answered the subscription with GraphQL errors, with their codes. */
  | { type: 'refused'; codes: readonly string[] }
  /** CONNECT_GRACE_MS passed without a connection. */
  | { type: 'graceOver' }
  /** The retry timer fired: the socket is tried again. */
  | { type: 'retry' };

export interface LiveStep {
  state: LiveState;
  /** Refetch once now: attempts may have been missed while the socket was down. */
  catchUp: boolean;
  /** Close the subscription held now (it failed, or is stuck): a new one is opened on `retry`. */
  drop: boolean;
}

export const INITIAL_LIVE_STATE: LiveState = { mode: 'connecting', failures: 0 };

/** Refusals worth waiting out: too many subscriptions on this socket, or the server busy. */
const PASSING_REFUSALS = new Set(['TOO_MANY_REQUESTS', 'INTERNAL_SERVER_ERROR', 'UNAVAILABLE']);

const step = (state: LiveState, catchUp = false, drop = false): LiveStep => ({ state, catchUp, drop });

/** The next state after a signal, and what to do about it. */
export function nextLiveState(state: LiveState, signal: LiveSignal): LiveStep {
  if (state.mode === 'off') return step(state);
  switch (signal.type) {
    case 'connected':
      // Back from polling: whatever happened while the socket was down is fetched once.
      return step({ mode: 'live', failures: 0 }, state.mode === 'polling');
    case 'socketFailed':
    case 'ended':
      return step({ mode: 'polling', failures: state.failures + 1 }, state.mode === 'live', true);
    case 'refused':
      return signal.codes.length > 0 && signal.codes.every((code) => PASSING_REFUSALS.has(code))
        ? step({ mode: 'polling', failures: state.failures + 1 }, false, true)
        : step({ mode: 'off', failures: state.failures }, false, true);
    case 'graceOver':
      // Still trying: the socket may yet open, and the page polls meanwhile.
      return state.mode === 'connecting' ? step({ ...state, mode: 'polling' }) : step(state);
    case 'retry':
      return step(state);
  }
}

/** Whether the page refetches on its own every POLL_INTERVAL_MS in this mode. */
export const polls = (mode: LiveMode): boolean => mode === 'polling';

/** How long to wait before trying the socket again after `failures` failures in a row. */
export function retryDelay(failures: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);
}
