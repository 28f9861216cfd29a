import type { Subject } from './permission-matrix.endpoints.js';

/** The audit log's call of the permission matrix (issue 29): the log of one person, the target. */
export const AUDIT_ENDPOINTS = {
  'GET /audit': (t: Subject) => ({ method: 'GET' as const, url: `/api/v1/audit?personId=${t.id}&count=100` }),
};
