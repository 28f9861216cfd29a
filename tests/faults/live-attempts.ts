import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { WEB_OPERATIONS } from '../../gateway/src/trusted-documents/trusted-documents.js';

/**
 * The web client's own subscription, as its pages send it: the manifest's text, with the fragments it spreads
 * (the .graphql file alone names fragments defined beside it).
 */
const ATTEMPT_RECORDED = WEB_OPERATIONS.find((operation) => operation.name === 'AttemptRecorded')?.body ?? '';

export interface HeardAttempt {
  studentId: string;
  questId: string;
  recordedAt: string;
  /** performance.now() when the event came. */
  at: number;
}

/**
 * A teacher's page listening for an assignment's attempts over graphql-ws at
 * `origin`, as a browser does: the session cookie and the page's origin on
 * the upgrade request. Resolves once the gateway acknowledged the socket.
 */
export async function listenForAttempts(
  origin: string,
  cookie: string,
  assignmentId: string,
): Promise<{ heard: HeardAttempt[]; close(): Promise<void> }> {
  const heard: HeardAttempt[] = [];
  const client: Client = createClient({
    url: `${origin.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie, origin } });
      }
    },
    lazy: false,
    retryAttempts: 0,
    connectionAckWaitTimeout: 10_000,
  });
  const listeners: (() => void)[] = [];
  await new Promise<void>((resolve, reject) => {
    listeners.push(client.on('connected', () => resolve()));
    listeners.push(client.on('closed', () => reject(new Error(`the socket to ${origin} closed before it opened`))));
  }).finally(() => listeners.forEach((off) => off()));
  client.subscribe<{ attemptRecorded: Omit<HeardAttempt, 'at'> }>(
    { query: ATTEMPT_RECORDED, variables: { assignmentId } },
    {
      next: ({ data }) => {
        if (data) heard.push({ ...data.attemptRecorded, at: performance.now() });
      },
      // A failed subscription hears nothing: the test waiting for its events says so.
      error: () => {},
      complete: () => {},
    },
  );
  return { heard, close: async () => void (await client.dispose()) };
}
