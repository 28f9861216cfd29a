/** The five roles of spec 1 §3. A user record holds a list of the first four; root is the platform owner. */
export const ROLES = ['admin', 'teacher', 'student', 'parent', 'root'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a school user record may hold (spec 1 §3: "a list that may contain admin, teacher, student, parent"). */
export const SCHOOL_ROLES = ['admin', 'teacher', 'student', 'parent'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Staff use the staff layout and theme; students and parents use their own (spec 1 §1). */
export function isStaffRole(role: Role): boolean {
  return role === 'root' || role === 'admin' || role === 'teacher';
}

/**
 * The one role that decides what a user with a list of roles may open: the most
 * powerful one they hold. An admin is always also a teacher in practice, and
 * passes wherever admin or teacher is listed.
 */
const PRECEDENCE: readonly Role[] = ['root', 'admin', 'teacher', 'parent', 'student'];

export function primaryRole(roles: readonly Role[]): Role | undefined {
  return PRECEDENCE.find((role) => roles.includes(role));
}

/**
 * Reads the role of an auth-status answer (spec 1 §4): a string is that role;
 * a role given as an array counts as admin; anything else is no role.
 */
export function roleFromAuthStatus(value: unknown): Role | undefined {
  if (Array.isArray(value)) return 'admin';
  return isRole(value) ? value : undefined;
}
