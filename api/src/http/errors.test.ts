import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  api.app.get('/api/v1/test/explodes', async () => {
    throw new Error('secret detail at /srv/internal.ts:42');
  });
});
afterAll(() => api.close());

describe('error answers', () => {
  it('answers an unknown route with 404 JSON', async () => {
    const response = await api.app.inject({ url: '/api/v1/nowhere?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/v1/nowhere' } });
  });

  it('answers a failing handler with 500 and the general message, no stack or detail', async () => {
    const response = await api.app.inject({ url: '/api/v1/test/explodes' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Operation failed, please try again!' } });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts');
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers a missing body with 400 naming what is missing', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/v1/auth/signin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
  });
});
