import type { Subject } from './permission-matrix.endpoints.js';

/** The sign-in cards call of the permission matrix (issue 36), on a target group. */
export const SIGN_IN_CARD_ENDPOINTS = {
  'POST /groups/{id}/sign-in-cards': (t: Subject) => ({
    method: 'POST' as const,
    url: `/api/v1/groups/${t.id}/sign-in-cards`,
  }),
};
