import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_GRACE_MS, POLL_INTERVAL_MS, RETRY_BASE_MS, STREAM_SETTLE_MS } from './liveMode';
import type { AttemptFilter, AttemptSink } from './liveSocket';
import { useLiveAttempts, type LiveMode } from './useLiveAttempts';

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

function listen(filter: AttemptFilter | null) {
  const onAttempt = vi.fn();
  const modes: LiveMode[] = [];
  function Page() {
    modes.push(useLiveAttempts(filter, onAttempt));
    return null;
  }
  const view = render(<Page />);
  return { onAttempt, mode: () => modes.at(-1), unmount: view.unmount };
}

beforeEach(() => {
  vi.useFakeTimers();
  opened.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
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
    const event = {
      assignmentId: 'a1',
      groupId: 'g1',
      studentId: 's1',
      questId: 'q-env-001',
      recordedAt: '2030-01-01T00:00:00Z',
    };
    act(() => latest().sink.attempt(event));
    expect(onAttempt).toHaveBeenCalledWith(event);
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
