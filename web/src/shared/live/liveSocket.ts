import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { AttemptRecordedDocument } from '../../generated/AttemptRecorded';
import type { AttemptRecordedSubscription, AttemptRecordedSubscriptionVariables } from '../../generated/graphql';
import { liveUrl } from './liveUrl';

/*
 * The app's one graphql-ws client, on the gateway's /graphql of this origin
 * (the session cookie rides on the upgrade request). It is created on first
 * use through a dynamic import, so graphql-ws loads only with a page that
 * listens (the sign-in page's JavaScript never holds it), and it opens its
 * socket only while a page is subscribed (lazy).
 */

export type AttemptEvent = AttemptRecordedSubscription['attemptRecorded'];
/** Which attempts a page listens to: one assignment's, or any of one group's assignments. */
export type AttemptFilter = { assignmentId: string } | { groupId: string };

/** What the socket tells one subscriber, in useLiveAttempts' terms. */
export interface AttemptSink {
  /** The socket is open and acknowledged (at once, if it was already). */
  connected(): void;
  attempt(event: AttemptEvent): void;
  /** The socket could not open, or closed, or errored. */
  socketFailed(): void;
  /** GraphQL errors: the server refused this subscription. */
  refused(codes: readonly string[]): void;
  /** The server completed the subscription. */
  ended(): void;
}

/** Stops listening; the socket closes once no page listens. */
export type Unsubscribe = () => void;

/**
 * The subscription's text as Apollo Client would send it (its cache adds
 * `__typename`): the trusted document the gateway's manifest holds, which is
 * all a browser may send when GRAPHQL_TRUSTED_DOCUMENTS is on.
 */
export const ATTEMPT_RECORDED_QUERY = print(addTypenameToDocument(AttemptRecordedDocument));

/** Waits this long for the server's acknowledgement: a proxy that holds a socket open and silent counts as a failure. */
const ACK_TIMEOUT_MS = 10_000;

let shared: Promise<{ client: Client; isConnected(): boolean }> | undefined;

function sharedClient() {
  shared ??= import('graphql-ws').then(({ createClient }) => {
    let connected = false;
    const client = createClient({
      url: liveUrl(),
      lazy: true,
      // Kept open a moment after the last page stops listening: the next page (another leaderboard tab)
      // subscribes on the same socket rather than seeing it close under it and taking that for a failure.
      lazyCloseTimeout: 3000,
      // No retryAttempts/retryWait: graphql-ws retries only the socket (closes and failed connects), while the
      // page must also come back after what ends a subscription on a healthy socket (the server completing it
      // when the API's stream ends, a passing refusal such as TOO_MANY_REQUESTS, a close code graphql-ws takes
      // as fatal). useLiveAttempts waits all of them out with one back-off (liveMode.ts retryDelay) and polls
      // meanwhile; the library's retries beside it would make two back-offs, and a subscription that lives on
      // through a failure the page has already answered by polling and will answer again by subscribing.
      retryAttempts: 0,
      connectionAckWaitTimeout: ACK_TIMEOUT_MS,
    });
    client.on('connected', () => (connected = true));
    client.on('closed', () => (connected = false));
    return { client, isConnected: () => connected };
  });
  return shared;
}

interface GraphQLErrorLike {
  extensions?: { code?: unknown };
}

/** GraphQL errors arrive as an array; a socket failure as a close event or an Error. */
function refusalCodes(error: unknown): string[] | undefined {
  if (!Array.isArray(error)) return undefined;
  return (error as GraphQLErrorLike[]).map(({ extensions }) =>
    typeof extensions?.code === 'string' ? extensions.code : 'UNKNOWN',
  );
}

/** Subscribes to attemptRecorded; every outcome reaches `sink`, once the client has loaded. */
export function subscribeToAttempts(filter: AttemptFilter, sink: AttemptSink): Unsubscribe {
  let stopped = false;
  let stop: Unsubscribe = () => undefined;
  sharedClient()
    .then(({ client, isConnected }) => {
      if (stopped) return;
      const variables: AttemptRecordedSubscriptionVariables = filter;
      const offConnected = client.on('connected', () => sink.connected());
      const offClosed = client.on('closed', () => sink.socketFailed());
      const offError = client.on('error', () => sink.socketFailed());
      const unsubscribe = client.subscribe<AttemptRecordedSubscription>(
        { query: ATTEMPT_RECORDED_QUERY, variables },
        {
          next: ({ data, errors }) => {
            if (errors?.length) sink.refused(refusalCodes(errors) ?? []);
            else if (data) sink.attempt(data.attemptRecorded);
          },
          error: (error: unknown) => {
            const codes = refusalCodes(error);
            if (codes) sink.refused(codes);
            else sink.socketFailed();
          },
          complete: () => {
            if (!stopped) sink.ended();
          },
        },
      );
      stop = () => {
        offConnected();
        offClosed();
        offError();
        unsubscribe();
      };
      if (isConnected()) sink.connected();
    })
    .catch(() => {
      // graphql-ws could not load (offline, or a new release replaced the chunk): poll as for a blocked socket.
      if (!stopped) sink.socketFailed();
    });
  return () => {
    stopped = true;
    stop();
  };
}
