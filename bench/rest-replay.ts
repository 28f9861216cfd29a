/**
 * The "direct" side of `npm run bench -- gateway`: the REST calls one GraphQL
 * query made, replayed straight to the API with the same order and overlap.
 *
 * While a query runs once through the gateway, `watchRestCalls` times each
 * call the gateway's HTTP client makes to the API (node:http's diagnostics
 * channels: when the request is sent, when its answer has been read). A call
 * waits, in the replay, for exactly the calls whose answers had arrived
 * before the gateway sent it; every other call goes concurrently. So the
 * replay is never more sequential than the gateway was, and calls the
 * gateway's DataLoaders batched into one tick go together.
 *
 * autocannon sends one request per query; a query of several dependent,
 * partly concurrent calls does not fit it. So both sides are one HTTP request
 * from autocannon to a server on the main thread: the origin (GraphQL), or
 * `startReplayServer`, a bare node:http server that makes the recorded calls
 * to the API over the same keep-alive agent the gateway's `got` uses and
 * answers their bodies as one JSON array, parsing nothing. What differs
 * between the two sides is only what the gateway does around the same calls.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A REST call as the API received it: `METHOD /path?query`, and its JSON body if any. */
export interface ApiCall {
  call: string;
  body?: string;
}

/** A call of the replay, and the calls (by index) whose answers it waits for. */
export interface PlannedCall extends ApiCall {
  after: number[];
}

interface Timed {
  call: string;
  sent: number;
  answered: number;
}

/** Starts timing the calls made to the API (paths under /api/); `stop()` answers them, in the order they were sent. */
export function watchRestCalls(): { stop(): Timed[] } {
  const timed = new Map<ClientRequest, Timed>();
  const onStart = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    if (!request.path.startsWith('/api/')) return;
    timed.set(request, { call: `${request.method} ${request.path}`, sent: performance.now(), answered: Infinity });
  };
  const onAnswer = (message: unknown) => {
    const { request, response } = message as { request: ClientRequest; response: IncomingMessage };
    const entry = timed.get(request);
    if (entry) response.once('end', () => (entry.answered = performance.now()));
  };
  subscribe('http.client.request.start', onStart);
  subscribe('http.client.response.finish', onAnswer);
  return {
    stop() {
      unsubscribe('http.client.request.start', onStart);
      unsubscribe('http.client.response.finish', onAnswer);
      return [...timed.values()].sort((a, b) => a.sent - b.sent);
    },
  };
}

/**
 * The replay plan: the API's record of the calls (with their bodies), each
 * matched in order to the gateway's timing of the same `METHOD /path?query`,
 * less the calls a REST client has no need of (`needless`): a call that
 * waited only for those goes at once.
 */
export function planReplay(
  received: readonly ApiCall[],
  timed: readonly Timed[],
  needless: (call: string) => boolean,
): PlannedCall[] {
  const pending = [...received];
  const matched = timed.map((entry) => {
    const index = pending.findIndex((call) => call.call === entry.call);
    if (index < 0) throw new Error(`the API never received ${entry.call}`);
    return { ...(pending.splice(index, 1)[0] as ApiCall), ...entry };
  });
  if (pending.length)
    throw new Error(`calls the gateway's client did not make: ${pending.map((c) => c.call).join(', ')}`);
  const ordered = matched.filter((entry) => !needless(entry.call));
  return ordered.map(({ call, body, sent }) => ({
    call,
    ...(body === undefined ? {} : { body }),
    after: ordered.flatMap((other, index) => (other.answered <= sent ? [index] : [])),
  }));
}

/** How many calls go at each step of the plan, e.g. [1, 1, 3]: one, then one, then three together. */
export function steps(plan: readonly PlannedCall[]): number[] {
  const depth: number[] = [];
  plan.forEach((call, index) => {
    depth[index] = 1 + Math.max(0, ...call.after.map((before) => depth[before] ?? 0));
  });
  const counts: number[] = [];
  for (const level of depth) counts[level - 1] = (counts[level - 1] ?? 0) + 1;
  return counts;
}

function send(apiUrl: URL, call: ApiCall, cookie: string): Promise<{ status: number; body: string }> {
  const [method = 'GET', path = '/'] = call.call.split(' ');
  const headers: Record<string, string> = { cookie, accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: apiUrl.hostname, port: apiUrl.port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}

/** Runs the plan once against the API: every call as soon as the calls it waits for have answered. */
export function replay(apiUrl: URL, plan: readonly PlannedCall[], cookie: string) {
  const answers: Promise<{ status: number; body: string }>[] = [];
  plan.forEach((call, index) => {
    answers[index] = Promise.all(call.after.map((before) => answers[before])).then(() => send(apiUrl, call, cookie));
  });
  return Promise.all(answers);
}

/** A loopback server answering every request with one replay of `plan`, as the caller's cookie. */
export async function startReplayServer(apiUrl: URL, plan: readonly PlannedCall[]) {
  const server = createServer((incoming, outgoing) => {
    incoming.resume();
    incoming.on('end', () => {
      replay(apiUrl, plan, incoming.headers.cookie ?? '').then(
        (answers) => {
          const failed = answers.some((answer) => answer.status >= 400);
          outgoing.writeHead(failed ? 502 : 200, { 'content-type': 'application/json' });
          outgoing.end(`[${answers.map((answer) => answer.body).join(',')}]`);
        },
        () => {
          outgoing.writeHead(502).end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
