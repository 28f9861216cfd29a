// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REFETCH_GAP_MS, LIVE_REFETCH_JITTER, paceRefetches, type PaceOptions } from './refetchPacer';

/** The gap exactly, no jitter. */
const steady: PaceOptions = { random: () => 0.5 };

/** A refetch the test answers when it likes, as a slow server would. */
function slowRefetch() {
  const answers: (() => void)[] = [];
  const refetch = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        answers.push(resolve);
      }),
  );
  const answerNext = async () => {
    answers.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { refetch, answerNext };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('paceRefetches', () => {
  it('refetches at once when a change comes to a quiet page', () => {
    const refetch = vi.fn();
    paceRefetches(refetch, steady).request();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('makes one refetch of the attempts heard while a refetch is in flight, sent after it answers', async () => {
    const { refetch, answerNext } = slowRefetch();
    const pacer = paceRefetches(refetch, steady);
    pacer.request();
    vi.advanceTimersByTime(400);
    pacer.request();
    pacer.request();
    pacer.request();
    expect(refetch).toHaveBeenCalledTimes(1);
    // The answer in flight may predate those attempts: another refetch follows it, never more than one.
    vi.advanceTimersByTime(LIVE_REFETCH_GAP_MS);
    await answerNext();
    expect(refetch).toHaveBeenCalledTimes(2);
    await answerNext();
    vi.advanceTimersByTime(10 * LIVE_REFETCH_GAP_MS);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('starts refetches at least the gap apart however many attempts a class records', () => {
    const refetch = vi.fn();
    const pacer = paceRefetches(refetch, steady);
    // Ten attempts a second for five seconds.
    for (let tick = 0; tick < 50; tick += 1) {
      pacer.request();
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(10 * LIVE_REFETCH_GAP_MS);
    // At 0, 1, 2, 3 and 4 s, and once more at 5 s for the attempts after the last start: 6, not 50.
    expect(refetch).toHaveBeenCalledTimes(6);
  });

  it('shows an attempt within 2 s: its refetch starts within the gap when the server answers quickly', () => {
    const started: number[] = [];
    const pacer = paceRefetches(() => started.push(Date.now()), steady);
    const heardAt = Date.now() + 300;
    pacer.request();
    vi.advanceTimersByTime(300);
    pacer.request();
    vi.advanceTimersByTime(2000);
    expect(started).toHaveLength(2);
    expect((started[1] ?? Infinity) - heardAt).toBeLessThanOrEqual(LIVE_REFETCH_GAP_MS);
  });

  it('goes on after a failed refetch, and sends nothing once stopped', async () => {
    const refetch = vi.fn(() => Promise.reject(new Error('offline')));
    const pacer = paceRefetches(refetch, steady);
    pacer.request();
    await Promise.resolve();
    await Promise.resolve();
    vi.advanceTimersByTime(LIVE_REFETCH_GAP_MS);
    pacer.request();
    expect(refetch).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    await Promise.resolve();
    pacer.request();
    pacer.stop();
    vi.advanceTimersByTime(10 * LIVE_REFETCH_GAP_MS);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the pages of many teachers, hearing the same attempts, from refetching in step', () => {
    const starts: number[][] = [[], []];
    const pacers = [0, 0.99].map((draw, page) =>
      paceRefetches(() => starts[page]?.push(Date.now()), { random: () => draw }),
    );
    for (let tick = 0; tick < 30; tick += 1) {
      for (const pacer of pacers) pacer.request();
      vi.advanceTimersByTime(100);
    }
    const [early = [], late = []] = starts;
    expect(early[1]).toBe(early[0]! + LIVE_REFETCH_GAP_MS * (1 - LIVE_REFETCH_JITTER));
    expect(late[1]! - late[0]!).toBeGreaterThan(LIVE_REFETCH_GAP_MS * (1 + LIVE_REFETCH_JITTER * 0.9));
    expect(early[2]).not.toBe(late[2]);
  });
});
