import { describe, expect, it } from 'vitest';
import { buildAssignmentWorld, callAs } from '../testing/assignment-world.js';
import { startTestApi } from '../testing/test-api.js';
import { Lifecycle } from './lifecycle.js';

describe('GET /health', () => {
  it('answers ok while the database answers, and 503 once it does not', async () => {
    const api = await startTestApi();
    try {
      const healthy = await api.app.inject({ url: '/api/v1/health' });
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toEqual({
        data: {
          status: 'ok',
          database: { state: 'up', kind: api.database.kind, responseMs: expect.any(Number) },
          draining: false,
        },
      });
      expect((await api.app.inject({ url: '/api/v1/ready' })).statusCode).toBe(200);

      await api.database.close();
      const broken = await api.app.inject({ url: '/api/v1/health' });
      expect(broken.statusCode).toBe(503);
      expect(broken.json().error).toEqual({ code: 'UNAVAILABLE', message: 'The database does not answer' });
      const notReady = await api.app.inject({ url: '/api/v1/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json().error.message).toBe('The database does not answer');
    } finally {
      await api.app.close();
      // A second close of an already closed database is harmless for PGlite; for
      // PostgreSQL it drops the throwaway database.
      await api.database.close().catch(() => {});
    }
  });

  it('is not ready once shutting down (a load balancer sends no more), while health still answers', async () => {
    const lifecycle = new Lifecycle();
    const api = await startTestApi({ lifecycle });
    try {
      const ready = await api.app.inject({ url: '/api/v1/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ data: { ready: true } });
      lifecycle.draining = true;
      const draining = await api.app.inject({ url: '/api/v1/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().error).toEqual({
        code: 'UNAVAILABLE',
        message: 'This API is shutting down; send new requests to another',
      });
      const health = await api.app.inject({ url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().data.draining).toBe(true);
      // Nor does it open a live stream, which nothing would end.
      const world = await buildAssignmentWorld(api);
      const stream = await callAs(api, world.owner, 'GET', `/events/attempts?groupId=${world.group}`);
      expect(stream.statusCode).toBe(503);
    } finally {
      await api.close();
    }
  });

  it('echoes the start token (PORTAL_INSTANCE) so `npm start` knows it is talking to its own API', async () => {
    const own = await startTestApi({ instance: 'token-7f3a' });
    const plain = await startTestApi();
    try {
      const answer = await own.app.inject({ url: '/api/v1/health' });
      expect(answer.headers['x-portal-instance']).toBe('token-7f3a');
      const failure = await own.app.inject({ url: '/api/v1/no-such-route' });
      expect(failure.headers['x-portal-instance']).toBe('token-7f3a');
      expect((await plain.app.inject({ url: '/api/v1/health' })).headers['x-portal-instance']).toBeUndefined();
    } finally {
      await own.close();
      await plain.close();
    }
  });
});
