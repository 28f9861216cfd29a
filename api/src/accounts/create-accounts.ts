import { randomInt } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import {
  MESSAGES,
  firstDuplicateEmail,
  generatePassword,
  generateReadablePassword,
  getsReadablePassword,
  normaliseEmail,
  normaliseRoles,
  validateAccountRow,
  type SchoolRole,
} from '@portal/domain';
import { hashGeneratedPasswords } from '../auth/password-hashing.js';
import type { Db } from '../db/database.js';
import { users, type UserRow } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { ApiError } from '../http/api-error.js';

export interface AccountRequestRow {
  firstName: string;
  lastName: string;
  email: string;
  role: string[];
  yearLevel?: number | null | undefined;
}

export interface PresentAccount {
  firstName: string;
  lastName: string;
  email: string;
  role: SchoolRole[];
}

export interface CreatedAccount {
  user: UserRow;
  /** Shown once, in the answer; only its hash is stored. Null when made without one (`withPasswords` false). */
  password: string | null;
}

export interface AccountOptions {
  /**
   * False for a caller that is not a person in a session (an API token): the
   * accounts get no password, so none signs in until a person gives it one
   * (a password answered to a token would be a sign-in outliving the token).
   */
  withPasswords: boolean;
}

export interface AccountsOutcome {
  created: CreatedAccount[];
  alreadyPresent: PresentAccount[];
}

/**
 * Every row passes the domain's pending-account checks and no e-mail repeats,
 * or the request is refused naming the first bad row ("{index}.{field}", the
 * index counting from 0 in the list sent).
 */
function checkRows(rows: readonly AccountRequestRow[]): void {
  for (const [index, row] of rows.entries()) {
    const [problem] = validateAccountRow(row);
    if (problem) {
      const field = `${index}.${problem.field}`;
      throw new ApiError(400, `${field}: ${problem.message}`, { field });
    }
  }
  const duplicate = firstDuplicateEmail(rows);
  if (duplicate !== undefined) {
    throw new ApiError(400, MESSAGES.emailsMustBeUnique, { field: `${duplicate}.email` });
  }
}

function emailTaken(): ApiError {
  return new ApiError(409, MESSAGES.emailAlreadyRegistered);
}

/**
 * POST /school/register-users: creates the accounts whose e-mail is new (in
 * any school: e-mails are unique platform-wide), each with a generated
 * password (or none, see AccountOptions): readable for a student, strong and
 * to be changed at the first sign-in for anyone else, in one transaction; lists the others
 * as already present. When every e-mail exists it is a 409, as the spec's client expects.
 */
export async function createAccounts(
  db: Db,
  schoolId: string,
  rows: readonly AccountRequestRow[],
  options: AccountOptions,
): Promise<AccountsOutcome> {
  checkRows(rows);
  const accounts = rows.map((row) => {
    const role = normaliseRoles(row.role);
    return {
      firstName: row.firstName.trim(),
      lastName: row.lastName.trim(),
      email: normaliseEmail(row.email),
      role,
      // A year level describes a student; on anybody else it would mean nothing.
      yearLevel: role.includes('student') ? (row.yearLevel ?? null) : null,
    };
  });
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        accounts.map((account) => account.email),
      ),
    );
  const present = new Set(existing.map((row) => row.email));
  const fresh = accounts.filter((account) => !present.has(account.email));
  if (fresh.length === 0) throw emailTaken();

  // A student gets a readable password to keep (three words and two digits); staff and parents a
  // strong one they must change at their first sign-in.
  const readable = fresh.map((account) => getsReadablePassword(account.role));
  const passwords = options.withPasswords
    ? fresh.map((_, index) => (readable[index] ? generateReadablePassword(randomInt) : generatePassword(randomInt)))
    : [];
  const hashes = await hashGeneratedPasswords(passwords);
  let inserted: UserRow[];
  try {
    inserted = await db.transaction((tx) =>
      tx
        .insert(users)
        .values(
          fresh.map((account, index) => ({
            schoolId,
            email: account.email,
            firstName: account.firstName,
            lastName: account.lastName,
            roles: account.role,
            yearLevel: account.yearLevel,
            passwordHash: hashes[index] ?? null,
            // Generated for the person: a one-time password until they sign in with it (none without a password).
            oneTimePasswordSetAt: hashes[index] ? sql`now()` : null,
            mustChangePassword: hashes[index] !== undefined && !readable[index],
          })),
        )
        .returning(),
    );
  } catch (error) {
    // Another request created one of these addresses meanwhile: nothing of this one was kept.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const rowOf = new Map(inserted.map((row) => [row.email, row]));
  return {
    created: fresh.flatMap((account, index) => {
      const row = rowOf.get(account.email);
      return row ? [{ user: row, password: passwords[index] ?? null }] : [];
    }),
    alreadyPresent: accounts
      .filter((account) => present.has(account.email))
      .map(({ firstName, lastName, email, role }) => ({ firstName, lastName, email, role })),
  };
}
