/*
 * Every table, as drizzle-kit reads them (drizzle.config.ts) and the API imports them. The tables
 * the features share (schools, people, sessions, groups, assignments, attempts) are in
 * core-schema.ts, which the features' own files import; this file only gathers them, so no schema
 * file imports one that imports it back.
 */

export * from './core-schema.js';

// The activity library and the shipped content's versions: the platform's, no school's (its own file).
export * from './content-schema.js';

// The reports waiting to be e-mailed, and those sent (its own file: it is the e-mail feature's).
export * from './email-outbox-schema.js';

// The metrics' monthly rollups, kept current by triggers (its own file: it is the metrics feature's).
export * from './metric-rollups-schema.js';

// The nonces single sign-on has used, against replays (its own file: it is the sign-on feature's).
export * from './sso-nonces-schema.js';

// A school's API tokens for integrations (its own file: it is the API tokens feature's).
export * from './api-tokens-schema.js';

// The school's audit log of staff writes to people's records (its own file: it is the audit feature's).
export * from './audit-events-schema.js';

// Grades, comments and their trail (its own file: it is the evaluations feature's).
export * from './evaluations-schema.js';

// A student's sign-in card: the hashes of its codes (its own file: it is the sign-in cards feature's).
export * from './sign-in-cards-schema.js';

// The family codes the school prints for parents (its own file: it is the parent links feature's).
export * from './family-codes-schema.js';

// Each student's best attempt at each activity of an assignment, kept by triggers (its own file: it is the progress feature's).
export * from './progress-rollup-schema.js';
