import { and, arrayContains, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { searchText, type ActivityType, type RealmName } from '@portal/domain';
import type { Db } from '../db/database.js';
import { humanOrder } from '../db/collation.js';
import { activities, type ActivityRow } from '../db/schema.js';

export interface ActivitySearch {
  /** Words that must all appear in the name, in any order, whole or in part, accents and case aside. */
  name?: string | undefined;
  realms?: readonly RealmName[] | undefined;
  types?: readonly ActivityType[] | undefined;
  /** Only activities written for this school year. */
  yearLevel?: number | undefined;
  /** Only activities covering this content description. */
  curriculumCode?: string | undefined;
  /** A batch read: only these, in this order, not paged. */
  ids?: readonly string[] | undefined;
  offset: number;
  limit: number;
}

/** The most words of a name search that count; more would only slow the query. */
const MAX_WORDS = 8;

/** `text` for a LIKE pattern: its wildcards and the escape character taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The words of a search as names are searched: lower case, accents removed (domain's `searchText`). */
function wordsOf(name: string | undefined): string[] {
  return searchText(name ?? '')
    .split(/\s+/)
    .filter(Boolean);
}

/** The search as one phrase, its spaces evened out: what relevance compares searched names with. */
function wholeSearch(name: string | undefined): string {
  return wordsOf(name).join(' ');
}

/** Words that say little in a name: a search for "how the seeds" finds "How Seeds Travel". */
const LITTLE_WORDS = new Set(['a', 'an', 'the', 'of', 'and', 'in', 'on', 'to', 'for', 'at', 'by', 'is', 'it']);

/**
 * The distinct words a name must hold, lower case and without accents: every
 * word of the search but the little ones, unless the search has nothing else
 * ("the" still finds the names holding it).
 */
export function searchWords(name: string | undefined): string[] {
  const words = [...new Set(wordsOf(name))];
  const telling = words.filter((word) => !LITTLE_WORDS.has(word));
  return (telling.length ? telling : words).slice(0, MAX_WORDS);
}

/**
 * Relevance of a name search, best first: the name is the whole search, then
 * starts with it, then holds it as one phrase, then by trigram similarity
 * (pg_trgm), which favours names close to the search in length and letters;
 * each compares the searched name (`name_search`), so accents never count.
 */
function relevance(phrase: string): SQL[] {
  const escaped = escapeLike(phrase);
  return [
    desc(sql`${activities.nameSearch} = ${phrase}`),
    desc(sql`${activities.nameSearch} like ${`${escaped}%`}`),
    desc(sql`${activities.nameSearch} like ${`%${escaped}%`}`),
    desc(sql`similarity(${activities.nameSearch}, ${phrase})`),
  ];
}

/**
 * One page of the activities matching the search, and how many match in all.
 * Each word is an `ILIKE '%word%'` on the searched name, which its trigram
 * index answers; without words the order is the realms' order, then the name.
 * A year level or a curriculum code keeps the activities whose lists hold it.
 */
export async function searchActivities(
  db: Db,
  search: ActivitySearch,
): Promise<{ rows: ActivityRow[]; total: number }> {
  const words = searchWords(search.name);
  const conditions: SQL[] = words.map((word) => ilike(activities.nameSearch, `%${escapeLike(word)}%`));
  if (search.realms?.length) conditions.push(inArray(activities.realm, [...search.realms]));
  if (search.types?.length) conditions.push(inArray(activities.activityType, [...search.types]));
  if (search.yearLevel !== undefined) conditions.push(arrayContains(activities.yearLevels, [search.yearLevel]));
  if (search.curriculumCode !== undefined) {
    conditions.push(arrayContains(activities.curriculumCodes, [search.curriculumCode]));
  }
  if (search.ids) {
    if (search.ids.length === 0) return { rows: [], total: 0 };
    conditions.push(inArray(activities.questId, [...search.ids]));
  }
  const where = and(...conditions);
  const order = [
    ...(words.length ? relevance(wholeSearch(search.name)) : []),
    asc(activities.realmPosition),
    asc(humanOrder(activities.name)),
    asc(activities.questId),
  ];
  if (search.ids) {
    const rows = await db.select().from(activities).where(where);
    const byId = new Map(rows.map((row) => [row.questId, row]));
    const inOrder = [...new Set(search.ids)].flatMap((id) => byId.get(id) ?? []);
    return { rows: inOrder, total: inOrder.length };
  }
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(...order)
      .limit(search.limit)
      .offset(search.offset),
    db.select({ total: count() }).from(activities).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** One activity by questId, or undefined. */
export async function findActivity(db: Db, questId: string): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.questId, questId));
  return row;
}

/** Every content description code some activity of the library covers, each once. */
export async function heldCurriculumCodes(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ code: sql<string>`unnest(${activities.curriculumCodes})` }).from(activities);
  return rows.map((row) => row.code);
}
