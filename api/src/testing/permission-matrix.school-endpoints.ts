/** The school's own settings call of the permission matrix (issue 34): it has no id, so it is always the caller's school. */
export const SCHOOL_ENDPOINTS = {
  'PATCH /school': () => ({
    method: 'PATCH' as const,
    url: '/api/v1/school',
    payload: { timeZone: 'Australia/Sydney', locale: 'en-AU' },
  }),
};
