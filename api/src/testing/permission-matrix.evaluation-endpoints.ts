import { TOPICS } from '@portal/domain';
import type { InjectOptions } from 'fastify';
import type { Subject } from './permission-matrix.endpoints.js';

/** The grade and comment calls as requests on a target student (the rest: permission-matrix.endpoints.ts). */
export const EVALUATION_ENDPOINTS = {
  'GET /result/topics': () => ({ method: 'GET', url: '/api/v1/result/topics' }),
  'GET /result/capabilities': () => ({ method: 'GET', url: '/api/v1/result/capabilities' }),
  'GET /result/grades/{studentId}/{gradeType}': (t: Subject) => ({
    method: 'GET',
    url: `/api/v1/result/grades/${t.id}/topic`,
  }),
  'GET /result/grades?ids=': (t: Subject) => ({
    method: 'GET',
    url: `/api/v1/result/grades?ids=${t.id}&gradeType=topic`,
  }),
  'POST /result/grades': (t: Subject) => ({
    method: 'POST',
    url: '/api/v1/result/grades',
    payload: { studentId: t.id, gradeType: 'topic', grades: TOPICS.map(({ id }) => ({ id, grade: 3 })) },
  }),
  'PATCH /result/grades': (t: Subject) => ({
    method: 'PATCH',
    url: '/api/v1/result/grades',
    payload: { studentId: t.id, gradeType: 'topic', grades: TOPICS.map(({ id }) => ({ id, grade: '4' })) },
  }),
  'POST /result/comments': (t: Subject, _child?: Subject, actorId?: string) => ({
    method: 'POST',
    url: '/api/v1/result/comments',
    payload: { studentId: t.id, staffId: actorId, comment: 'Works well with others.\nReads widely.' },
  }),
  'GET /result/comments?ids=': (t: Subject) => ({ method: 'GET', url: `/api/v1/result/comments?ids=${t.id}` }),
  'GET /result/audit/{studentId}': (t: Subject) => ({ method: 'GET', url: `/api/v1/result/audit/${t.id}` }),
} satisfies Record<string, (target: Subject, child?: Subject, actorId?: string) => InjectOptions>;
