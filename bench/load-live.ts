/**
 * The live side of `npm run bench -- load`: a teacher's page listening over
 * graphql-ws as the web client does (web/src/shared/live/liveSocket.ts: the
 * manifest's AttemptRecorded, the session cookie on the upgrade request), and
 * the delay of each event, from the student's RecordAttempt answer to the
 * teacher's event for the same attempt.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { WEB_OPERATIONS } from '../gateway/src/trusted-documents/trusted-documents.js';
import { STREAM_SETTLE_MS } from '../web/src/shared/live/liveMode.js';
import type { Recorder } from './load-stats.js';

const SUBSCRIPTION = WEB_OPERATIONS.find((operation) => operation.name === 'AttemptRecorded');

export interface AttemptEvent {
  assignmentId: string;
  groupId: string;
  studentId: string;
  questId: string;
  recordedAt: string;
  /** The student's progress row (what the track page shows of the attempt); null for a reader who may not read it. */
  row: { studentId: string } | null;
  /** The leaderboard entries the attempt moved. */
  leaderboard: { userId: string; rank: number; score: number }[];
}

/** One attempt, as both its answer and its events name it. */
export const attemptKey = (studentId: string, questId: string, recordedAt: string) =>
  `${studentId}|${questId}|${new Date(recordedAt).toISOString()}`;

/** What is timed of a live update: its event reaching the page, or the page showing it (the event carried what it shows). */
export type LiveStage = 'event' | 'shown';

interface Pending {
  stage: LiveStage;
  kind: string;
  /** The page counts attempts answered from then on (LiveLatency.listening). */
  since: number;
  at: number;
}

/**
 * Matches a page's events, and its refetches, to the students' answers. An
 * event may come before the student's answer (the API announces on commit,
 * then the answer travels back through the gateway): it counts as no delay,
 * and is counted as early.
 */
export class LiveLatency {
  private readonly answeredAt = new Map<string, { at: number; groupId: string }>();
  /** Heard or shown before their answer came. */
  private readonly waiting = new Map<string, Pending[]>();
  /** Each listening page: its group, and from when it is held to its attempts. */
  private readonly listeningSince: { groupId: string; since: number }[] = [];
  private readonly matched: Record<LiveStage, number> = { event: 0, shown: 0 };
  early = 0;
  /** Events a page let pass, carrying nothing it shows. */
  passed = 0;

  constructor(private readonly recorder: Recorder) {}

  /**
   * A page began listening: every attempt answered from a moment after now is
   * expected once on it, heard and shown (the gateway opens the API's stream
   * of attempts a moment after acknowledging the socket: STREAM_SETTLE_MS,
   * after which the web refetches once for what it may have missed).
   */
  listening(groupId: string): number {
    const since = performance.now() + STREAM_SETTLE_MS;
    this.listeningSince.push({ groupId, since });
    return since;
  }

  answered(key: string, at: number, groupId: string): void {
    if (!this.recorder.counting) return;
    this.answeredAt.set(key, { at, groupId });
    for (const pending of this.waiting.get(key) ?? []) this.match(pending, at);
    this.waiting.delete(key);
  }

  /** The page heard the attempt's event (stage `event`), or showed it (`shown`: the event carried what it shows). */
  reached(stage: LiveStage, kind: string, key: string, at: number, since: number): void {
    if (!this.recorder.counting) return;
    const answered = this.answeredAt.get(key);
    if (answered === undefined) {
      this.waiting.set(key, [...(this.waiting.get(key) ?? []), { stage, kind, at, since }]);
      return;
    }
    this.match({ stage, kind, at, since }, answered.at);
  }

  /** A page heard an event that carries nothing it shows. */
  unneeded(key: string, since: number): void {
    if (this.recorder.counting && (this.answeredAt.get(key)?.at ?? since) >= since) this.passed += 1;
  }

  private match({ stage, kind, at, since }: Pending, answered: number): void {
    // Answered before the page listened: not expected of it (see listening).
    if (answered < since) return;
    this.matched[stage] += 1;
    if (stage === 'event' && at < answered) this.early += 1;
    this.recorder.time(kind, 'live', Math.max(0, at - answered));
  }

  /**
   * Counts what never came: an event a listening page did not hear (MISSED),
   * an attempt a page heard of but was not showing by now (NOT_SHOWN), an
   * event for an attempt no student had an answer for (NO_SUCH_ATTEMPT).
   */
  settle(): { expected: number; heard: number; shown: number } {
    const answers = [...this.answeredAt.values()];
    const expected = this.listeningSince.reduce(
      (sum, page) =>
        sum + answers.filter((answer) => answer.groupId === page.groupId && answer.at >= page.since).length,
      0,
    );
    const fail = (code: string, times: number) => {
      for (let i = 0; i < times; i += 1) this.recorder.fail('live update', code);
    };
    fail('MISSED', expected - this.matched.event);
    fail('NOT_SHOWN', this.matched.event - this.passed - this.matched.shown);
    fail(
      'NO_SUCH_ATTEMPT',
      [...this.waiting.values()].reduce((sum, list) => sum + list.length, 0),
    );
    return { expected, heard: this.matched.event, shown: this.matched.shown };
  }
}

/** A `ws` WebSocket that sends this browser's cookie and origin on the upgrade, as a browser would. */
function browserSocket(cookie: string, origin: string) {
  return class extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin } });
    }
  };
}

export interface LivePageOptions {
  origin: string;
  cookie: string;
  variables: { groupId: string } | { assignmentId: string };
  /** The group the page shows (or whose assignment): it is held to that group's attempts. */
  groupId: string;
  /** Under this name the event delays and failures are counted. */
  kind: string;
  recorder: Recorder;
  latency: LiveLatency;
  /** Called on each event: answers whether it carried what the page shows (then it is shown). */
  onEvent: (key: string, event: AttemptEvent) => boolean;
}

/** One page's socket with its one subscription; resolves once the server acknowledged it. */
export async function openLivePage(options: LivePageOptions): Promise<{ since: number; close(): Promise<void> }> {
  if (!SUBSCRIPTION) throw new Error('the web client has no AttemptRecorded subscription');
  const url = `${options.origin.replace(/^http/, 'ws')}/graphql`;
  const client: Client = createClient({
    url,
    webSocketImpl: browserSocket(options.cookie, options.origin),
    lazy: false,
    retryAttempts: 0,
    connectionAckWaitTimeout: 10_000,
  });
  await new Promise<void>((resolve, reject) => {
    const offConnected = client.on('connected', () => {
      offConnected();
      offClosed();
      resolve();
    });
    const offClosed = client.on('closed', (event) => {
      offConnected();
      offClosed();
      reject(new Error(`the live socket closed before it opened (${(event as { code?: number }).code ?? '?'})`));
    });
  });
  const since = options.latency.listening(options.groupId);
  let closing = false;
  client.on('closed', () => {
    if (!closing) options.recorder.fail(`live: ${options.kind}`, 'SOCKET_CLOSED');
  });
  const unsubscribe = client.subscribe<{ attemptRecorded: AttemptEvent }>(
    { query: SUBSCRIPTION.body, operationName: SUBSCRIPTION.name, variables: options.variables },
    {
      next: ({ data, errors }) => {
        const at = performance.now();
        if (errors?.length) {
          const code = errors[0]?.extensions?.code;
          options.recorder.fail(`live: ${options.kind}`, typeof code === 'string' ? code : 'GRAPHQL_ERROR');
          return;
        }
        const event = data?.attemptRecorded;
        if (!event) return;
        const key = attemptKey(event.studentId, event.questId, event.recordedAt);
        options.latency.reached('event', `live event: ${options.kind}`, key, at, since);
        if (!options.onEvent(key, event)) options.latency.unneeded(key, since);
      },
      error: (error: unknown) => {
        if (closing) return;
        const code = Array.isArray(error)
          ? String((error[0] as { extensions?: { code?: unknown } })?.extensions?.code ?? 'GRAPHQL_ERROR')
          : 'SOCKET_ERROR';
        options.recorder.fail(`live: ${options.kind}`, code);
      },
      complete: () => {
        if (!closing) options.recorder.fail(`live: ${options.kind}`, 'ENDED');
      },
    },
  );
  return {
    since,
    async close() {
      closing = true;
      unsubscribe();
      await client.dispose();
    },
  };
}
