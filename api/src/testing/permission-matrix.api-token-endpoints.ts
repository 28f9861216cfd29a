import type { Subject } from './permission-matrix.endpoints.js';

/** The API token calls of the permission matrix (issue 16), on a target token. */
export const API_TOKEN_ENDPOINTS = {
  'GET /api-tokens': () => ({ method: 'GET' as const, url: '/api/v1/api-tokens?count=100' }),
  'POST /api-tokens': () => ({
    method: 'POST' as const,
    url: '/api/v1/api-tokens',
    payload: { name: 'Matrix sync', role: 'teacher', lifetimeDays: 7 },
  }),
  'DELETE /api-tokens/{id}': (t: Subject) => ({ method: 'DELETE' as const, url: `/api/v1/api-tokens/${t.id}` }),
};
