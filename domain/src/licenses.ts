import type { SchoolRole } from './roles.js';

/** School licenses of spec 1 §3. */
export const LICENSES = ['school', 'teacher'] as const;
export type License = (typeof LICENSES)[number];

/** Registration role (spec 1 §6): admin for the School license, teacher for the Teacher license. */
export function rolesForLicense(license: License): SchoolRole[] {
  return license === 'school' ? ['admin', 'teacher'] : ['teacher'];
}
