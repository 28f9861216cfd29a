/** The API's own answers about metrics (the spec's texts and vocabulary are in domain/src/metrics.ts). */
export const METRICS_MESSAGES = {
  /** Another school's id, or an id no school has: answered alike, so ids of other schools reveal nothing. */
  schoolNotFound: 'School not found',
  /** GET /metrics/Individual/{id} of someone readable who is not a student. */
  notAStudent: 'No metrics for this person: only students have metrics',
} as const;
