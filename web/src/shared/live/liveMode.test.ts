// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  INITIAL_LIVE_STATE,
  nextLiveState,
  polls,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  retryDelay,
  type LiveSignal,
  type LiveState,
} from './liveMode';

/** The state after these signals, from a page just opened. */
function after(...signals: LiveSignal[]): LiveState {
  return signals.reduce((state, signal) => nextLiveState(state, signal).state, INITIAL_LIVE_STATE);
}

describe('when a page listens live and when it polls', () => {
  it('listens on the socket once it connects, without polling', () => {
    const { state, catchUp } = nextLiveState(INITIAL_LIVE_STATE, { type: 'connected' });
    expect(state.mode).toBe('live');
    expect(polls(state.mode)).toBe(false);
    expect(catchUp).toBe(false);
  });

  it('polls when the socket cannot connect (WebSockets blocked), dropping it to retry later', () => {
    const step = nextLiveState(INITIAL_LIVE_STATE, { type: 'socketFailed' });
    expect(step.state).toEqual({ mode: 'polling', failures: 1 });
    expect(polls(step.state.mode)).toBe(true);
    expect(step.drop).toBe(true);
  });

  it('polls meanwhile when the socket takes longer than its grace to open, and goes live when it does', () => {
    const slow = after({ type: 'graceOver' });
    expect(slow.mode).toBe('polling');
    const { state, catchUp } = nextLiveState(slow, { type: 'connected' });
    expect(state.mode).toBe('live');
    // Whatever was recorded in between is fetched once.
    expect(catchUp).toBe(true);
  });

  it('ignores the grace once connected', () => {
    expect(after({ type: 'connected' }, { type: 'graceOver' }).mode).toBe('live');
  });

  it('falls back to polling when a live socket closes, and fetches once at once', () => {
    const step = nextLiveState(after({ type: 'connected' }), { type: 'socketFailed' });
    expect(step.state.mode).toBe('polling');
    expect(step.catchUp).toBe(true);
    expect(step.drop).toBe(true);
  });

  it('polls too when the server ends the stream of attempts', () => {
    expect(after({ type: 'connected' }, { type: 'ended' }).mode).toBe('polling');
  });

  it('stops for good when the server refuses the subscription itself: polling would repeat the refusal', () => {
    const off = after({ type: 'connected' }, { type: 'refused', codes: ['FORBIDDEN'] });
    expect(off.mode).toBe('off');
    expect(polls(off.mode)).toBe(false);
    expect(nextLiveState(off, { type: 'connected' }).state.mode).toBe('off');
    expect(nextLiveState(off, { type: 'socketFailed' }).state.mode).toBe('off');
  });

  it('polls when the refusal is only for now (too many subscriptions on the socket)', () => {
    expect(after({ type: 'refused', codes: ['TOO_MANY_REQUESTS'] }).mode).toBe('polling');
  });

  it('goes back to live on a retry that connects, and counts failures until then', () => {
    const twice = after({ type: 'socketFailed' }, { type: 'retry' }, { type: 'socketFailed' });
    expect(twice).toEqual({ mode: 'polling', failures: 2 });
    expect(nextLiveState(twice, { type: 'connected' }).state).toEqual({ mode: 'live', failures: 0 });
  });

  it('waits longer before each retry, up to a limit', () => {
    expect(retryDelay(1)).toBe(RETRY_BASE_MS);
    expect(retryDelay(2)).toBe(2 * RETRY_BASE_MS);
    expect(retryDelay(20)).toBe(RETRY_MAX_MS);
  });
});
