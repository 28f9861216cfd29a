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
import type { Recorder } from './load-stats.js';

const SUBSCRIPTION = WEB_OPERATIONS.find((operation) => operation.name === 'AttemptRecorded');

export interface AttemptEvent {
  assignmentId: string;
  groupId: string;
  studentId: string;
  questId: string;
  recordedAt: string;
}

/** One attempt, as both its answer and its events name it. */
export const attemptKey = (studentId: string, questId: string, recordedAt: string) =>
  `${studentId}|${questId}|${new Date(recordedAt).toISOString()}`;

/**
 * Matches events to answers. An event may come before the student's answer
 * (the API announces on commit, then the answer travels back through the
 * gateway): it counts as no delay, and is counted as early.
 */
export class LiveLatency {
  private readonly answeredAt = new Map<string, number>();
  /** Events heard before their answer: key → [kind, when]. */
  private readonly waiting = new Map<string, [string, number][]>();
  private listeners = 0;
  private heardCount = 0;
  early = 0;

  constructor(private readonly recorder: Recorder) {}

  /** A page began listening: every attempt recorded from now on is expected once on it. */
  listening(): void {
    this.listeners += 1;
  }

  answered(key: string, at: number): void {
    if (!this.recorder.counting) return;
    this.answeredAt.set(key, at);
    for (const [kind, heard] of this.waiting.get(key) ?? []) this.match(kind, at, heard);
    this.waiting.delete(key);
  }

  heard(kind: string, key: string, at: number): void {
    if (!this.recorder.counting) return;
    const answered = this.answeredAt.get(key);
    if (answered === undefined) {
      this.waiting.set(key, [...(this.waiting.get(key) ?? []), [kind, at]]);
      return;
    }
    this.match(kind, answered, at);
  }

  private match(kind: string, answered: number, heard: number): void {
    this.heardCount += 1;
    if (heard < answered) this.early += 1;
    this.recorder.time(kind, 'live', Math.max(0, heard - answered));
  }

  /** Counts the deliveries that never came (every listening page should hear every answered attempt). */
  settle(): { expected: number; heard: number } {
    const expected = this.answeredAt.size * this.listeners;
    const missed = expected - this.heardCount;
    for (let i = 0; i < missed; i += 1) this.recorder.fail('live update', 'MISSED');
    const unmatched = [...this.waiting.values()].reduce((sum, list) => sum + list.length, 0);
    for (let i = 0; i < unmatched; i += 1) this.recorder.fail('live update', 'NO_SUCH_ATTEMPT');
    return { expected, heard: this.heardCount };
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
  /** Under this name the event delays and failures are counted. */
  kind: string;
  recorder: Recorder;
  latency: LiveLatency;
  /** Called on each event: the page refetches, as the web's useLiveAttempts makes it. */
  onEvent: () => void;
}

/** One page's socket with its one subscription; resolves once the server acknowledged it. */
export async function openLivePage(options: LivePageOptions): Promise<{ close(): Promise<void> }> {
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
  options.latency.listening();
  let closing = false;
  client.on('closed', () => {
    if (!closing) options.recorder.fail(options.kind, 'SOCKET_CLOSED');
  });
  const unsubscribe = client.subscribe<{ attemptRecorded: AttemptEvent }>(
    { query: SUBSCRIPTION.body, operationName: SUBSCRIPTION.name, variables: options.variables },
    {
      next: ({ data, errors }) => {
        const at = performance.now();
        if (errors?.length) {
          const code = errors[0]?.extensions?.code;
          options.recorder.fail(options.kind, typeof code === 'string' ? code : 'GRAPHQL_ERROR');
          return;
        }
        const event = data?.attemptRecorded;
        if (!event) return;
        options.latency.heard(options.kind, attemptKey(event.studentId, event.questId, event.recordedAt), at);
        options.onEvent();
      },
      error: (error: unknown) => {
        if (closing) return;
        const code = Array.isArray(error)
          ? String((error[0] as { extensions?: { code?: unknown } })?.extensions?.code ?? 'GRAPHQL_ERROR')
          : 'SOCKET_ERROR';
        options.recorder.fail(options.kind, code);
      },
      complete: () => {
        if (!closing) options.recorder.fail(options.kind, 'ENDED');
      },
    },
  );
  return {
    async close() {
      closing = true;
      unsubscribe();
      await client.dispose();
    },
  };
}
