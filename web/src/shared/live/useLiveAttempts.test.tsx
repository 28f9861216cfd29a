import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_GRACE_MS, POLL_INTERVAL_MS, RETRY_BASE_MS, STREAM_SETTLE_MS } from './liveMode';
import type { AttemptFilter, AttemptSink } from './liveSocket';
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

/** An attempt that moved nobody and whose row the listener may not read: nothing for the cache to change. */
const attempt = (studentId: string): AttemptEvent => ({
  assignmentId: 'a1',
  groupId: 'g1',
  studentId,
  questId: 'q-env-001',
  recordedAt: '2030-01-01T00:00:00Z',
  row: null,
  leaderboard: [],
});

function listen(
  filter: AttemptFilter | null,
  options?: LiveOptions,
  refetch: () => Promise<unknown> | void = () => undefined,
) {
  const onAttempt = vi.fn(refetch);
  const modes: LiveMode[] = [];
  function Page() {
    modes.push(useLiveAttempts(filter, onAttempt, options));
    return null;
  }
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const view = render(
    <ApolloProvider client={client}>
      <Page />
    </ApolloProvider>,
  );
  return { onAttempt, mode: () => modes.at(-1), unmount: view.unmount };
}

beforeEach(() => {
  vi.useFakeTimers();
  opened.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useLiveAttempts', () => {
  it('subscribes to the group, catches up once when the socket opens, and never refetches for an attempt', () => {
    const patch = vi.fn();
    const { onAttempt, mode } = listen({ groupId: 'g1' }, { patch });
    expect(latest().filter).toEqual({ groupId: 'g1' });
    act(() => latest().sink.connected());
    expect(mode()).toBe('live');
    // Once, a moment after the socket opens: an attempt made while the server opened its stream is not lost.
    act(() => vi.advanceTimersByTime(STREAM_SETTLE_MS));
    expect(onAttempt).toHaveBeenCalledTimes(1);
    onAttempt.mockClear();
    act(() => vi.advanceTimersByTime(10 * POLL_INTERVAL_MS));
    // Twenty attempts: each is the cache's (and the page's patch), none a query.
    for (let n = 0; n < 20; n += 1) act(() => latest().sink.attempt(attempt(`s${n}`)));
    act(() => vi.advanceTimersByTime(10 * POLL_INTERVAL_MS));
    expect(onAttempt).not.toHaveBeenCalled();
    expect(patch).toHaveBeenCalledTimes(20);
  });

  it('never refetches twice at once: polls while one is in flight make one more after it', async () => {
    let answer: () => void = () => undefined;
    const { onAttempt } = listen(
      { groupId: 'g1' },
      {},
      () =>
        new Promise<void>((done) => {
          answer = done;
        }),
    );
    act(() => latest().sink.socketFailed());
    act(() => vi.advanceTimersByTime(POLL_INTERVAL_MS));
    expect(onAttempt).toHaveBeenCalledTimes(1);
    // A slow gateway: three more polls come while the first refetch waits.
    act(() => vi.advanceTimersByTime(3 * POLL_INTERVAL_MS));
    expect(onAttempt).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    expect(onAttempt).toHaveBeenCalledTimes(2);
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
