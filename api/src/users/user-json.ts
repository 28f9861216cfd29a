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
