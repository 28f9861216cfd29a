import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hashing.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';

export interface RootAccount {
  /** Normalised. */
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Creates the platform owner's account, or sets its password when it exists
 * (ROOT_EMAIL and ROOT_PASSWORD at start). An e-mail that belongs to a school
 * account is refused rather than turned into root.
 */
export async function ensureRootAccount(db: Db, account: RootAccount): Promise<void> {
  const passwordHash = await hashPassword(account.password);
  const [row] = await db
    .insert(users)
    .values({
      email: account.email,
      firstName: account.firstName ?? 'Platform',
      lastName: account.lastName ?? 'Owner',
      roles: ['root'],
      schoolId: null,
      passwordHash,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash },
      setWhere: sql`${users.roles} = array['root']::text[]`,
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`ROOT_EMAIL ${account.email} belongs to a school account; choose another address`);
}
