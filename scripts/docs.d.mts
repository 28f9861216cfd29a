/** Types of scripts/docs.mjs, for the repo tests that run it. */

/** The docs file each generated table goes to. */
export const TABLES: Readonly<Record<'settings' | 'capabilities' | 'limits', string>>;

/** The capabilities of domain/src/capabilities.ts as its source states them. */
export function capabilities(): { name: string; roles: string[]; doc: string }[];

/** Each field's rule in schema.graphql; `rule` is `public`, `signed in`, a capability or null (none). */
export function fieldRules(): { name: string; root: boolean; rule: string | null }[];

/** Each docs file with tables, as it is and as `npm run docs` would write it. */
export function renderDocs(): Promise<{ path: string; current: string; expected: string }[]>;

/** The docs files whose tables are stale (empty when all are current). */
export function staleDocs(): Promise<string[]>;
