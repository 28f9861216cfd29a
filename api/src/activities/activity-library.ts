import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { searchText, type ActivityType, type RealmName } from '@portal/domain';
import type { Db } from '../db/database.js';
import { activities, contentVersions, type QuizQuestion, type StoredGame, type StoredStory } from '../db/schema.js';
import { questionOf } from './quiz-question.js';
import type { ActivityContent } from './content/content-types.js';
import { LIBRARY } from './content/library.js';
import { gameOf } from './game-library.js';
import { storyOf } from './story-library.js';

/** An activity as the database holds it. */
export interface LibraryActivity {
  questId: string;
  name: string;
  realm: RealmName;
  activityType: ActivityType;
  description: string;
  yearLevels: number[];
  curriculumCodes: string[];
  questions: QuizQuestion[] | null;
  game: StoredGame | null;
  story: StoredStory | null;
}

/** The key of the library's row in `content_versions`. */
const LIBRARY_CONTENT = 'activity-library';

// Any constant will do: it keeps two API processes starting at once from loading together.
const LIBRARY_LOCK = 72_013_002;

/** Rows per insert: well under PostgreSQL's 65,535 parameters (ten a row). */
const UPSERT_CHUNK = 1000;

export function libraryActivity(realm: RealmName, content: ActivityContent): LibraryActivity {
  return {
    questId: content.questId,
    name: content.name,
    realm,
    activityType: content.type,
    description: content.description,
    yearLevels: [...content.yearLevels],
    curriculumCodes: [...content.curriculum],
    questions:
      content.type === 'quiz'
        ? (content.questions ?? []).map((question, index) => questionOf(content.questId, index, question))
        : null,
    game: content.type === 'game' && content.game ? gameOf(content.questId, content.game) : null,
    story: storyOf(content),
  };
}

/** Every activity of the shipped library, realm by realm. */
export function shippedActivities(): LibraryActivity[] {
  return LIBRARY.flatMap(({ realm, activities: list }) => list.map((content) => libraryActivity(realm, content)));
}

/**
 * Inserts these activities, or updates those whose questId exists and whose
 * content differs (a row that is already the same is not written). Each name
 * is stored with its searched form beside it (domain's `searchText`).
 */
export async function upsertActivities(db: Db, rows: readonly LibraryActivity[]): Promise<void> {
  for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
    await db
      .insert(activities)
      .values(rows.slice(start, start + UPSERT_CHUNK).map((row) => ({ ...row, nameSearch: searchText(row.name) })))
      .onConflictDoUpdate({
        target: activities.questId,
        set: {
          name: sql`excluded.name`,
          nameSearch: sql`excluded.name_search`,
          realm: sql`excluded.realm`,
          activityType: sql`excluded.activity_type`,
          description: sql`excluded.description`,
          yearLevels: sql`excluded.year_levels`,
          curriculumCodes: sql`excluded.curriculum_codes`,
          questions: sql`excluded.questions`,
          game: sql`excluded.game`,
          story: sql`excluded.story`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${activities.name}, ${activities.nameSearch}, ${activities.realm}, ${activities.activityType}, ${activities.description},
          ${activities.yearLevels}, ${activities.curriculumCodes}, ${activities.questions}, ${activities.game}, ${activities.story})
          is distinct from (excluded.name, excluded.name_search, excluded.realm, excluded.activity_type, excluded.description,
          excluded.year_levels, excluded.curriculum_codes, excluded.questions, excluded.game, excluded.story)`,
      });
  }
}

/**
 * Brings the database's activity library up to the shipped one: upserts every
 * activity by questId (a release renames and adds without duplicating; an
 * activity a release drops stays, as assignments may still name it). A start
 * with unchanged content costs one read: the library's SHA-256 is kept in
 * `content_versions`. Returns whether anything was loaded.
 */
export async function loadActivityLibrary(db: Db, rows: readonly LibraryActivity[] = shippedActivities()) {
  const fingerprint = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const isCurrent = async (reader: Db) => {
    const [held] = await reader
      .select({ fingerprint: contentVersions.fingerprint })
      .from(contentVersions)
      .where(eq(contentVersions.name, LIBRARY_CONTENT));
    return held?.fingerprint === fingerprint;
  };
  if (await isCurrent(db)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIBRARY_LOCK})`);
    if (await isCurrent(tx)) return false;
    await upsertActivities(tx, rows);
    await tx
      .insert(contentVersions)
      .values({ name: LIBRARY_CONTENT, fingerprint })
      .onConflictDoUpdate({ target: contentVersions.name, set: { fingerprint, loadedAt: sql`now()` } });
    return true;
  });
}
