import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrigin } from '../src/origin/origin.js';
import { Lifecycle } from '../src/origin/readiness.js';
import { startStack, type Stack } from './stack.js';

/** GET /ready: what a load balancer in front of several origins asks before sending traffic. */
describe('the origin readiness check', () => {
  const lifecycle = new Lifecycle();
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ origin: { lifecycle } });
  });
  afterAll(() => stack.close());

  it('is ready while its API (and the API’s database) answers, and not once it is shutting down', async () => {
    const ready = await stack.origin.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { ready: true } });
    expect(ready.headers['cache-control']).toBe('no-store');

    lifecycle.draining = true;
    try {
      const draining = await stack.origin.inject({ url: '/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: 'This gateway is shutting down; send new requests to another' },
      });
    } finally {
      lifecycle.draining = false;
    }
  });

  it('is not ready while its API does not answer', async () => {
    // A port nothing listens on: the API is down.
    const origin = await buildOrigin({ apiUrl: 'http://127.0.0.1:9' });
    try {
      const answer = await origin.inject({ url: '/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().error).toEqual({ code: 'UNAVAILABLE', message: 'The API does not answer' });
    } finally {
      await origin.close();
    }
  });
});
