import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, startApi, startGateway, STORES, waitUntil, type ApiProcess, type Store } from './pieces.js';
import { SlowRequest } from './slow-request.js';

const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
const signInBody = JSON.stringify({ email: admin.email, password: DEMO_PASSWORD });

/** A sign-in whose body is half sent: in flight (the server has read its head), not an idle connection. */
async function signInInFlight(url: string): Promise<SlowRequest> {
  const request = new SlowRequest(
    url,
    'POST',
    '/api/v1/auth/signin',
    { 'content-type': 'application/json' },
    signInBody,
  );
  await new Promise((wait) => setTimeout(wait, 1000));
  return request;
}

/** Whether a new connection to `url` is still taken: false once the server stopped listening. */
async function takesConnections(url: string): Promise<boolean> {
  try {
    const answer = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
    await answer.body?.cancel();
    return answer.status !== 503;
  } catch {
    return false;
  }
}

/*
 * SIGTERM (a deploy, `docker stop`, Ctrl-C): a piece takes no new request,
 * lets those in flight finish, then exits; one that never finishes is cut
 * off after SHUTDOWN_TIMEOUT_SECONDS.
 */
describe.each(STORES)('a graceful stop, on %s', (kind) => {
  let store: Store & { drop(): void };
  let api: ApiProcess;

  beforeAll(async () => {
    store = newStore(kind);
    api = await startApi(store, { SHUTDOWN_TIMEOUT_SECONDS: '3' });
  });
  afterAll(async () => {
    await api?.piece.stop();
    store?.drop();
  });

  it('the API finishes the request in flight, refuses new ones, and exits 0', async () => {
    const inFlight = await signInInFlight(api.url);
    api.piece.child.kill('SIGTERM');
    await waitUntil('new requests refused', async () => !(await takesConnections(api.url)), 5000);

    const answer = await inFlight.finish();
    expect(answer.status, answer.body).toBe(200);
    // Signed in: the session cookie is set.
    expect(answer.head.toLowerCase()).toContain('set-cookie: portal_session=');
    expect(await api.piece.exited).toEqual({ code: 0, signal: null });
  });

  it('the API cuts off a request that never finishes once SHUTDOWN_TIMEOUT_SECONDS have passed', async () => {
    await api.start();
    const stuck = await signInInFlight(api.url);
    const signalled = Date.now();
    api.piece.child.kill('SIGTERM');
    expect(await api.piece.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2900);
    expect(Date.now() - signalled).toBeLessThan(6000);
    expect(api.piece.output.join('')).toContain('api: requests still running 3 s after SIGTERM; stopping anyway.');
    await stuck.closed();
  });
});

describe('a graceful stop of the gateway', () => {
  const store = newStore('pglite');
  let api: ApiProcess;

  beforeAll(async () => {
    api = await startApi(store);
  });
  afterAll(async () => {
    await api?.piece.stop();
    store.drop();
  });

  it('finishes the operation in flight, refuses new ones, and exits 0', async () => {
    const gateway = await startGateway(api.url, { SHUTDOWN_TIMEOUT_SECONDS: '3' });
    const inFlight = new SlowRequest(
      gateway.url,
      'POST',
      '/graphql',
      { 'content-type': 'application/json' },
      JSON.stringify({ query: '{ authStatus { authenticated } }' }),
    );
    // The server reads the head and half the body: the request is in flight, not an idle connection.
    await new Promise((wait) => setTimeout(wait, 1000));
    gateway.piece.child.kill('SIGTERM');
    await waitUntil('new requests refused', async () => !(await takesConnections(gateway.url)), 5000);

    const answer = await inFlight.finish();
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      data: { authStatus: { authenticated: false } },
      extensions: expect.anything(),
    });
    expect(await gateway.piece.exited).toEqual({ code: 0, signal: null });
  });
});
