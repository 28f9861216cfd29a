import { describe, expect, it } from 'vitest';
import { startTestApi } from '../testing/test-api.js';

describe('GET /health', () => {
  it('answers ok while the database answers, and 503 once it does not', async () => {
    const api = await startTestApi();
    try {
      const healthy = await api.app.inject({ url: '/api/v1/health' });
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toEqual({ data: { status: 'ok' } });

      await api.database.close();
      const broken = await api.app.inject({ url: '/api/v1/health' });
      expect(broken.statusCode).toBe(503);
      expect(broken.json().error.code).toBe('UNAVAILABLE');
    } finally {
      await api.app.close();
      // A second close of an already closed database is harmless for PGlite; for
      // PostgreSQL it drops the throwaway database.
      await api.database.close().catch(() => {});
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
