import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE, MESSAGES, rolesForLicense, type License } from '@portal/domain';
import type { Db } from '../db/database.js';
import { schools, users, type SchoolRow, type UserRow } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { hashPassword } from '../auth/password-hashing.js';
import { ApiError } from '../http/api-error.js';

export interface Registration {
  firstName: string;
  lastName: string;
  /** Already normalised. */
  email: string;
  schoolName: string;
  password: string;
  license: License;
  /** Already checked; the defaults when left out. */
  timeZone?: string | undefined;
  locale?: string | undefined;
}

function accountExists(): ApiError {
  return new ApiError(409, MESSAGES.accountExists, { field: 'email' });
}

/** Creates the school and its first user in one transaction; the license decides the user's roles. */
export async function registerSchool(db: Db, form: Registration): Promise<{ school: SchoolRow; user: UserRow }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, form.email)).limit(1);
  if (existing) throw accountExists();
  const passwordHash = await hashPassword(form.password);
  try {
    return await db.transaction(async (tx) => {
      const [school] = await tx
        .insert(schools)
        .values({
          name: form.schoolName,
          timeZone: form.timeZone ?? DEFAULT_TIME_ZONE,
          locale: form.locale ?? DEFAULT_LOCALE,
        })
        .returning();
      if (!school) throw new Error('school insert returned no row');
      const [user] = await tx
        .insert(users)
        .values({
          schoolId: school.id,
          email: form.email,
          firstName: form.firstName,
          lastName: form.lastName,
          roles: rolesForLicense(form.license),
          passwordHash,
        })
        .returning();
      if (!user) throw new Error('user insert returned no row');
      return { school, user };
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw accountExists();
    throw error;
  }
}
