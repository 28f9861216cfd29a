import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_GRACE_MS, POLL_INTERVAL_MS, RETRY_BASE_MS, STREAM_SETTLE_MS } from './liveMode';
import type { AttemptFilter, AttemptSink } from './liveSocket';
import { LIVE_REFETCH_GAP_MS } from './refetchPacer';
import { useLiveAttempts, type AttemptEvent, type LiveMode, type LiveOptions } from './useLiveAttempts';

/** The sockets the hook opened, newest last, each with its sink and whether it was closed. */
const opened: { filter: AttemptFilter; sink: AttemptSink; closed: boolean }[] = [];

vi.mock('./liveSocket', () => ({
  subscribeToAttempts: (filter: AttemptFilter, sink: AttemptSink) => {
    const socket = { filter, sink, closed: false };
    opened.push(socket);
    return () => {
      socket.closed = true;
    };
  },
}));

const latest = () => {
  const socket = opened.at(-1);
  if (!socket) throw new Error('no socket opened');
  return socket;
};

const attempt = (studentId: string): AttemptEvent => ({
  assignmentId: 'a1',
  groupId: 'g1',
  studentId,
  questId: 'q-env-001',
  recordedAt: '2030-01-01T00:00:00Z',
});

function listen(filter: AttemptFilter | null, options?: LiveOptions) {
  const onAttempt = vi.fn();
  const modes: LiveMode[] = [];
  function Page() {
    modes.push(useLiveAttempts(filter, onAttempt, options));
    return null;
  }
  const view = render(<Page />);
  return { onAttempt, mode: () => modes.at(-1), unmount: view.unmount };
}

beforeEach(() => {
  vi.useFakeTimers();
  // The refetch pacer's jitter: the gap exactly.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  opened.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useLiveAttempts', () => {
  it('subscribes to the group and passes each attempt on, without polling, while the socket is up', () => {
    const { onAttempt, mode } = listen({ groupId: 'g1' });
    expect(latest().filter).toEqual({ groupId: 'g1' });
    act(() => latest().sink.connected());
    expect(mode()).toBe('live');
    // Once, a moment after the socket opens: an attempt made while the server opened its stream is not lost.
    act(() => vi.advanceTimersByTime(STREAM_SETTLE_MS));
    expect(onAttempt).toHaveBeenCalledTimes(1);
    onAttempt.mockClear();
    act(() => vi.advanceTimersByTime(10 * POLL_INTERVAL_MS));
    expect(onAttempt).not.toHaveBeenCalled();
    act(() => latest().sink.attempt(attempt('s1')));
    expect(onAttempt).toHaveBeenCalledTimes(1);
  });

  it('refetches at most once a second while a class records attempts, and once after the last of them', () => {
    const { onAttempt } = listen({ groupId: 'g1' });
    act(() => latest().sink.connected());
    act(() => vi.advanceTimersByTime(STREAM_SETTLE_MS + LIVE_REFETCH_GAP_MS));
    onAttempt.mockClear();
    // Twenty attempts within a second and a half.
    for (let n = 0; n < 20; n += 1) {
      act(() => latest().sink.attempt(attempt(`s${n}`)));
      act(() => vi.advanceTimersByTime(75));
    }
    expect(onAttempt).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(LIVE_REFETCH_GAP_MS));
    expect(onAttempt).toHaveBeenCalledTimes(3);
    act(() => vi.advanceTimersByTime(10 * LIVE_REFETCH_GAP_MS));
    expect(onAttempt).toHaveBeenCalledTimes(3);
  });

  it('leaves alone the attempts that do not concern the page (a student on another page of the list)', () => {
    const shown = new Set(['s1', 's2']);
    const { onAttempt } = listen({ groupId: 'g1' }, { concerns: (event) => shown.has(event.studentId) });
    act(() => latest().sink.connected());
    act(() => vi.advanceTimersByTime(STREAM_SETTLE_MS));
    onAttempt.mockClear();
    act(() => latest().sink.attempt(attempt('s40')));
    act(() => vi.advanceTimersByTime(2 * LIVE_REFETCH_GAP_MS));
    expect(onAttempt).not.toHaveBeenCalled();
    act(() => latest().sink.attempt(attempt('s2')));
    expect(onAttempt).toHaveBeenCalledTimes(1);
  });

  it('asks the page to refetch every 2 s when WebSockets are blocked, and retries the socket later', () => {
    const { onAttempt, mode } = listen({ assignmentId: 'a1' });
    act(() => latest().sink.socketFailed());
    expect(mode()).toBe('polling');
    expect(latest().closed).toBe(true);
    act(() => vi.advanceTimersByTime(POLL_INTERVAL_MS));
    expect(onAttempt).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(POLL_INTERVAL_MS));
    expect(onAttempt).toHaveBeenCalledTimes(2);

    // The retry opens a new socket; once it connects, polling stops after one catch-up refetch.
    act(() => vi.advanceTimersByTime(RETRY_BASE_MS - 2 * POLL_INTERVAL_MS));
    expect(opened).toHaveLength(2);
    const calls = onAttempt.mock.calls.length;
    act(() => latest().sink.connected());
    expect(mode()).toBe('live');
    act(() => vi.advanceTimersByTime(STREAM_SETTLE_MS));
    expect(onAttempt).toHaveBeenCalledTimes(calls + 1);
    act(() => vi.advanceTimersByTime(10 * POLL_INTERVAL_MS));
    expect(onAttempt).toHaveBeenCalledTimes(calls + 1);
  });

  it('polls while a socket is slow to open (held silent by a proxy)', () => {
    const { onAttempt, mode } = listen({ groupId: 'g1' });
    act(() => vi.advanceTimersByTime(CONNECT_GRACE_MS));
    expect(mode()).toBe('polling');
    act(() => vi.advanceTimersByTime(POLL_INTERVAL_MS));
    expect(onAttempt).toHaveBeenCalledTimes(1);
  });

  it('neither polls nor retries when the server refuses the subscription', () => {
    const { onAttempt, mode } = listen({ groupId: 'g1' });
    act(() => latest().sink.refused(['FORBIDDEN']));
    expect(mode()).toBe('off');
    act(() => vi.advanceTimersByTime(10 * RETRY_BASE_MS));
    expect(onAttempt).not.toHaveBeenCalled();
    expect(opened).toHaveLength(1);
  });

  it('listens to nothing without a filter, and closes its socket when the page goes', () => {
    listen(null);
    expect(opened).toHaveLength(0);
    const { unmount } = listen({ groupId: 'g2' });
    unmount();
    expect(latest().closed).toBe(true);
  });
});
