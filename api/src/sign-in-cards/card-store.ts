import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { SIGN_IN_CARD_PATH, makeTypedCode, isTypedCode, normaliseTypedCode } from '@portal/domain';
import { hashToken } from '../auth/session-store.js';
import type { Db } from '../db/database.js';
import { groupStudents, schools, signInCards, users, type SchoolRow, type UserRow } from '../db/schema.js';

/** One printed card: the student, the code typed under the QR, and the portal path the QR holds. */
export interface PrintedCard {
  userId: string;
  firstName: string;
  lastName: string;
  code: string;
  url: string;
}

/** The QR's token: 128 random bits, as 22 base64url characters. */
function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The hash a typed code or a token is stored and looked up by (the prefix keeps the two apart). */
function cardHash(kind: 'code' | 'token', secret: string): string {
  return hashToken(`sign-in-card:${kind}:${secret}`);
}

/**
 * New cards for the group's students (those whose only role is student: no
 * card ever stands for staff or a parent), replacing any card they had, so
 * every card printed before for them stops working when the transaction
 * commits. By last name, then first name, as the cards print.
 */
export async function replaceGroupCards(db: Db, schoolId: string, groupId: string): Promise<PrintedCard[]> {
  return db.transaction(async (tx) => {
    const students = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(groupStudents)
      .innerJoin(users, eq(users.id, groupStudents.userId))
      .where(
        and(
          eq(groupStudents.groupId, groupId),
          eq(users.schoolId, schoolId),
          sql`${users.roles} = array['student']::text[]`,
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    const cards = students.map((student) => ({
      student,
      code: makeTypedCode((bound) => randomInt(bound)),
      token: newToken(),
    }));
    if (cards.length === 0) return [];
    await tx
      .insert(signInCards)
      .values(
        cards.map(({ student, code, token }) => ({
          schoolId,
          userId: student.id,
          codeHash: cardHash('code', code),
          tokenHash: cardHash('token', token),
        })),
      )
      .onConflictDoUpdate({
        target: signInCards.userId,
        set: {
          codeHash: sql`excluded.code_hash`,
          tokenHash: sql`excluded.token_hash`,
          createdAt: sql`now()`,
        },
      });
    return cards.map(({ student, code, token }) => ({
      userId: student.id,
      firstName: student.firstName,
      lastName: student.lastName,
      code,
      url: `${SIGN_IN_CARD_PATH}#${token}`,
    }));
  });
}

/**
 * The student and school of a card by what was sent: a typed code (any case,
 * spaces and dashes ignored) or a QR's token; undefined when no card has it,
 * or when its holder is no longer a student only.
 */
export async function findCardHolder(db: Db, sent: string): Promise<{ user: UserRow; school: SchoolRow } | undefined> {
  const typed = normaliseTypedCode(sent);
  const where = isTypedCode(typed)
    ? eq(signInCards.codeHash, cardHash('code', typed))
    : eq(signInCards.tokenHash, cardHash('token', sent.trim()));
  const [row] = await db
    .select({ user: users, school: schools })
    .from(signInCards)
    .innerJoin(users, eq(users.id, signInCards.userId))
    .innerJoin(schools, eq(schools.id, signInCards.schoolId))
    .where(and(where, eq(users.schoolId, signInCards.schoolId)))
    .limit(1);
  if (!row) return undefined;
  const onlyStudent = row.user.roles.length === 1 && row.user.roles[0] === 'student';
  return onlyStudent ? row : undefined;
}
