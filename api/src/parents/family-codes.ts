import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AUDIT_DETAILS, FAMILY_CODE_VALID_DAYS, isTypedCode, makeTypedCode } from '@portal/domain';
import type { Viewer } from '../access/permissions.js';
import { recordAudit } from '../audit/audit-store.js';
import type { Db } from '../db/database.js';
import { familyCodes, parentChildren, users, type UserRow } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What is stored of a code: its SHA-256 (the code is random and redeeming is throttled: a slow hash adds nothing). */
export function hashFamilyCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** A code just made: shown once, to be printed; only its hash is kept. */
export interface MadeFamilyCode {
  code: string;
  expiresAt: Date;
}

/** Makes a family code for the student `child`, valid FAMILY_CODE_VALID_DAYS from `now`, and logs it. */
export async function createFamilyCode(db: Db, viewer: Viewer, child: UserRow, now: Date): Promise<MadeFamilyCode> {
  const schoolId = child.schoolId;
  if (!schoolId) throw new Error('a student always has a school');
  const code = makeTypedCode(randomInt);
  const expiresAt = new Date(now.getTime() + FAMILY_CODE_VALID_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    await tx.insert(familyCodes).values({
      schoolId,
      childId: child.id,
      codeHash: hashFamilyCode(code),
      createdBy: viewer.id,
      createdAt: now,
      expiresAt,
    });
    const detail = AUDIT_DETAILS.familyCodeMade(expiresAt);
    await recordAudit(tx, viewer, { kind: 'parentLink', schoolId, subjectId: child.id, detail });
  });
  return { code, expiresAt };
}

/**
 * Redeems a (normalised) code for the parent: in one transaction the code is
 * marked used, if it is one of the parent's school's, unused and unexpired,
 * and the link to its child made active (a pending request for the child
 * becomes active too). The child linked, or undefined for a code that is not
 * one, used, expired, of another school, or the parent's own.
 */
export async function redeemFamilyCode(db: Db, parent: Viewer, code: string): Promise<UserRow | undefined> {
  if (!parent.schoolId || !isTypedCode(code)) return undefined;
  const schoolId = parent.schoolId;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(familyCodes)
      .set({ usedAt: sql`now()`, usedBy: parent.id })
      .where(
        and(
          eq(familyCodes.codeHash, hashFamilyCode(code)),
          eq(familyCodes.schoolId, schoolId),
          isNull(familyCodes.usedAt),
          gt(familyCodes.expiresAt, sql`now()`),
          sql`${familyCodes.childId} <> ${parent.id}`,
        ),
      )
      .returning({ childId: familyCodes.childId });
    if (!used) return undefined;
    const [child] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, used.childId), eq(users.schoolId, schoolId)))
      .limit(1);
    if (!child) return undefined;
    const changed = await tx
      .insert(parentChildren)
      .values({ schoolId, parentId: parent.id, childId: child.id, status: 'active', requestedBy: parent.id })
      .onConflictDoUpdate({
        target: [parentChildren.parentId, parentChildren.childId],
        set: { status: 'active' },
        setWhere: eq(parentChildren.status, 'pending'),
      })
      .returning({ id: parentChildren.childId });
    if (changed.length > 0) {
      const detail = AUDIT_DETAILS.parentLink('redeemed', `${parent.firstName} ${parent.lastName}`);
      await recordAudit(tx, parent, { kind: 'parentLink', schoolId, subjectId: child.id, detail });
    }
    return child;
  });
}
