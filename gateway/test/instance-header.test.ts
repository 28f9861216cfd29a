import { describe, expect, it } from 'vitest';
import { startStack } from './stack.js';

// `npm start` accepts an origin only when it echoes the start token it was given (PORTAL_INSTANCE).
describe('the start token on the origin', () => {
  it('is the origin’s own on every answer, proxied ones included', async () => {
    const stack = await startStack({ instances: { api: 'api-token', origin: 'origin-token' } });
    try {
      for (const url of ['/api/v1/health', '/graphql?query=%7B__typename%7D', '/no-such-page']) {
        const response = await stack.origin.inject({ url, headers: { 'apollo-require-preflight': 'true' } });
        expect(response.headers['x-portal-instance'], url).toBe('origin-token');
      }
    } finally {
      await stack.close();
    }
  });

  it('is absent when the origin has none, even though its API has one', async () => {
    const stack = await startStack({ instances: { api: 'api-token' } });
    try {
      const response = await stack.origin.inject({ url: '/api/v1/health' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-portal-instance']).toBeUndefined();
    } finally {
      await stack.close();
    }
  });
});
