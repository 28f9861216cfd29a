import { z } from 'zod';
import { ROLES, primaryRole, type Role } from '@portal/domain';
import type { UserRow } from '../db/schema.js';

/** The contract's User JSON. */
export const userJson = z
  .object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.array(z.enum(ROLES)).describe('The record\'s roles; root\'s is ["root"]'),
    yearLevel: z.number().int().nullable(),
    schoolId: z.uuid().nullable(),
    createdAt: z.string().describe('When the account was created (ISO 8601, UTC)'),
    pendingEmail: z
      .string()
      .optional()
      .describe(
        "Only in the person's own record: a new address waiting for the confirmation link mailed to it; `email` stays in use until it is opened",
      ),
    mustChangePassword: z
      .boolean()
      .optional()
      .describe(
        "Only in the person's own record: true while they must change the password the school set before anything else (issue 36)",
      ),
  })
  .meta({ id: 'User' });

export type UserJson = z.infer<typeof userJson>;

export function toUserJson(user: UserRow): UserJson {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: rolesOf(user),
    yearLevel: user.yearLevel,
    schoolId: user.schoolId,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The person's own record: with the address waiting for confirmation, when there is one, and whether they must change their password. */
export function toOwnUserJson(user: UserRow): UserJson {
  const json = { ...toUserJson(user), mustChangePassword: user.mustChangePassword };
  return user.pendingEmail ? { ...json, pendingEmail: user.pendingEmail } : json;
}

/** The stored roles, keeping only known ones (the database checks this too). */
export function rolesOf(user: UserRow): Role[] {
  return user.roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role));
}

/** The one role that decides what the user may open (root > admin > teacher > parent > student). */
export function primaryRoleOf(user: UserRow): Role {
  const role = primaryRole(rolesOf(user));
  if (!role) throw new Error(`user ${user.id} holds no known role`);
  return role;
}
