import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX, API_TOKENS_PER_SCHOOL, type ApiTokenRole } from '@portal/domain';
import { ApiError } from '../http/api-error.js';
import { hashToken } from '../auth/session-store.js';
import type { Db } from '../db/database.js';
import { apiTokens, users, type ApiTokenRow, type UserRow } from '../db/schema.js';

/** `last_used_at` is written at most this often per token: a busy integration does not write on every call. */
const LAST_USED_PRECISION_SECONDS = 60;

/** A new token's text: the role in the clear, then 256 random bits. */
function newTokenText(role: ApiTokenRole): string {
  return `${API_TOKEN_PREFIX}_${role}_${randomBytes(32).toString('base64url')}`;
}

export interface NewApiToken {
  schoolId: string;
  createdBy: string;
  name: string;
  role: ApiTokenRole;
  lifetimeDays: number;
}

/** Stores a new token (its hash only) and returns the row and the token, which nothing keeps. */
export async function createApiToken(db: Db, input: NewApiToken): Promise<{ row: ApiTokenRow; token: string }> {
  const token = newTokenText(input.role);
  const [row] = await db
    .insert(apiTokens)
    .values({
      schoolId: input.schoolId,
      createdBy: input.createdBy,
      name: input.name,
      role: input.role,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + ${input.lifetimeDays}::integer * interval '1 day'`,
    })
    .returning();
  if (!row) throw new Error('the new API token was not stored');
  return { row, token };
}

/**
 * A new token unless the school already holds API_TOKENS_PER_SCHOOL live ones
 * (409), counted and stored under a lock on the school's tokens, so two
 * admins at once cannot both make the last one.
 */
export async function createWithinLimit(db: Db, input: NewApiToken) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api_tokens:${input.schoolId}`}))`);
    if ((await countLiveApiTokens(tx, input.schoolId)) >= API_TOKENS_PER_SCHOOL) {
      throw new ApiError(409, API_TOKEN_MESSAGES.tooMany);
    }
    return createApiToken(tx, input);
  });
}

/** Live (unexpired) tokens of the school. */
const liveOf = (schoolId: string) => and(eq(apiTokens.schoolId, schoolId), gt(apiTokens.expiresAt, sql`now()`));

async function countLiveApiTokens(db: Db, schoolId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(apiTokens).where(liveOf(schoolId));
  return Number(row?.total ?? 0);
}

/** A page of the school's tokens, expired ones too (they say so), oldest first, with their makers. */
export async function listApiTokens(db: Db, schoolId: string, page: { start: number; count: number }) {
  const where = eq(apiTokens.schoolId, schoolId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ token: apiTokens, creator: users })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.createdBy))
      .where(where)
      .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id))
      .limit(page.count)
      .offset(page.start),
    db.select({ total: count() }).from(apiTokens).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Deletes one of the school's tokens; false when the school has none with that id. */
export async function revokeApiToken(db: Db, schoolId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.schoolId, schoolId)))
    .returning({ id: apiTokens.id });
  return deleted.length > 0;
}

export type TokenCaller =
  | { kind: 'user'; user: UserRow; tokenName: string }
  | { kind: 'unknown' }
  /** The maker no longer holds the role the token acts as. */
  | { kind: 'roleLost' };

/**
 * Who a token acts for: its maker, holding only the token's role (and only
 * while they still hold it), or unknown when no live token has this text.
 * Notes the use, at most once a minute.
 */
export async function findTokenCaller(db: Db, token: string): Promise<TokenCaller> {
  const [found] = await db
    .select({ id: apiTokens.id, name: apiTokens.name, role: apiTokens.role, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), gt(apiTokens.expiresAt, sql`now()`)))
    .limit(1);
  if (!found) return { kind: 'unknown' };
  if (!found.user.roles.includes(found.role) || found.user.schoolId === null) return { kind: 'roleLost' };
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, found.id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, sql`now() - ${LAST_USED_PRECISION_SECONDS}::integer * interval '1 second'`),
        ),
      ),
    );
  return { kind: 'user', user: { ...found.user, roles: [found.role] }, tokenName: found.name };
}
