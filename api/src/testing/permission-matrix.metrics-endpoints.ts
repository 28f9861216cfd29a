import type { InjectOptions } from 'fastify';
import type { Subject } from './permission-matrix.endpoints.js';

/** The metrics calls as requests on a target: a student, a group or a school (the rest: permission-matrix.endpoints.ts). */
export const METRICS_ENDPOINTS = {
  'GET /metrics/Individual/{userId}': (t: Subject) => ({ method: 'GET', url: `/api/v1/metrics/Individual/${t.id}` }),
  'POST /metrics/Individual': (t: Subject) => ({
    method: 'POST',
    url: '/api/v1/metrics/Individual?period=1',
    payload: { userIds: [t.id] },
  }),
  'GET /metrics/Group/{groupId}': (t: Subject) => ({ method: 'GET', url: `/api/v1/metrics/Group/${t.id}?period=3` }),
  'POST /metrics/Group': (t: Subject) => ({ method: 'POST', url: '/api/v1/metrics/Group', payload: [t.id] }),
  'GET /metrics/School/{schoolId}': (t: Subject) => ({ method: 'GET', url: `/api/v1/metrics/School/${t.id}` }),
  'GET /metrics/viewSchool/{schoolId}': (t: Subject) => ({ method: 'GET', url: `/api/v1/metrics/viewSchool/${t.id}` }),
  'GET /metrics/GroupAccuracy/{schoolId}': (t: Subject) => ({
    method: 'GET',
    url: `/api/v1/metrics/GroupAccuracy/${t.id}`,
  }),
  'GET /metrics/YearLevel/{schoolId}': (t: Subject) => ({ method: 'GET', url: `/api/v1/metrics/YearLevel/${t.id}` }),
} satisfies Record<string, (target: Subject) => InjectOptions>;
