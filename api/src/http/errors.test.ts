import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool, startTestApi, withSession, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let token: string | undefined;
beforeAll(async () => {
  api = await startTestApi();
  // Hidden: a route of this test only, not of the API's contract.
  api.app.get('/api/v1/test/explodes', { schema: { hide: true } }, async () => {
    throw new Error('secret detail at /srv/internal.ts:42');
  });
  ({ token } = await registerSchool(api.app));
});
afterAll(() => api.close());

describe('error answers', () => {
  it('answers an unknown route with 404 JSON, without repeating the path', async () => {
    const response = await api.app.inject({ url: '/api/v1/nowhere?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('answers an empty id like any unknown route', async () => {
    const response = await api.app.inject({ url: '/api/v1/user/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('answers a failing handler with 500 and the general message, no stack or detail', async () => {
    const response = await api.app.inject({ url: '/api/v1/test/explodes' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Operation failed, please try again!' } });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts');
  });

  it('answers a body that is not JSON with 400 and a fixed message', async () => {
    for (const payload of ['{"firstName":', '{"__proto__":{"admin":true}}']) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
      });
    }
  });

  it('answers a body of another type with 415', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.school&password=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' },
    });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
    });
  });

  it('answers a malformed URL with 400 and a fixed message', async () => {
    const response = await api.app.inject({ url: '/api/v1/user/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request could not be understood.' },
    });
  });

  it('names the field of a number out of range in a query', async () => {
    const response = await api.app.inject({ url: '/api/v1/users?start=1e20', ...withSession(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'start' });
    expect(response.json().error.message).toMatch(/^start: /);
  });

  it('answers a missing body with 400 naming what is missing', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/v1/auth/signin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
  });
});
