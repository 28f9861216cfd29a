/*
 * How a live page refetches when attempts keep coming: a class of 300
 * recording attempts sends each open page several events a second, and a
 * refetch per event kept every teacher's page refetching back to back, most
 * of the server's work on a busy morning (`npm run bench -- load`, docs/performance.md,
 * "A school's Monday morning"). Kept free of React and of imports, so the
 * load benchmark paces its teachers' pages with this very code.
 */

/**
 * The time between the starts of two refetches of one page, on average. An
 * attempt still shows within 2 s: an event waits at most this long and a
 * quarter (or for the refetch in flight, if longer) and then one refetch.
 */
export const LIVE_REFETCH_GAP_MS = 1000;

/**
 * Each wait is the gap give or take this share of it, at random: every
 * teacher's page hears an attempt at the same moment, and pages refetching in
 * step would reach the server together, each waiting for the others.
 */
export const LIVE_REFETCH_JITTER = 0.25;

export interface RefetchPacer {
  /** Something changed: refetch now, or as soon as the refetch in flight has answered and the gap has passed. */
  request(): void;
  /** Sends nothing more (the page went). */
  stop(): void;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null | undefined)?.then === 'function';

export interface PaceOptions {
  gapMs?: number;
  /** A number in [0, 1) (Math.random); tests give a fixed one. */
  random?: () => number;
  now?: () => number;
}

/**
 * Paces `refetch`: never two in flight, starts about `gapMs` apart (give or
 * take LIVE_REFETCH_JITTER), and every request is followed by a refetch sent
 * after it, so a change heard while a refetch is in flight (whose answer may
 * predate it) is never left unshown. Requests meanwhile make one refetch, not
 * one each; a request to a page quiet for longer than the gap refetches at once.
 */
export function paceRefetches(refetch: () => unknown, options: PaceOptions = {}): RefetchPacer {
  const { gapMs = LIVE_REFETCH_GAP_MS, random = Math.random, now = () => Date.now() } = options;
  let wanted = false;
  let running = false;
  let stopped = false;
  let nextStart = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const kick = () => {
    if (!wanted || running || stopped || timer !== undefined) return;
    const wait = nextStart - now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        kick();
      }, wait);
      return;
    }
    wanted = false;
    running = true;
    nextStart = now() + gapMs * (1 - LIVE_REFETCH_JITTER + 2 * LIVE_REFETCH_JITTER * random());
    const finish = () => {
      running = false;
      kick();
    };
    let answer: unknown;
    try {
      answer = refetch();
    } catch {
      // A failed refetch is the page's to report; the next change is still paced.
    }
    if (isThenable(answer)) answer.then(finish, finish);
    else finish();
  };

  return {
    request() {
      wanted = true;
      kick();
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
