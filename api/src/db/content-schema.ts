import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { Picture } from '../activities/content/picture-types.js';

/**
 * One question of a quiz: its choices in the order shown, which of them is
 * right and why. `itemId` names the question and `choiceId` each choice in an
 * attempt's responses; neither says which choice is right (the answer key is
 * `answerChoiceId`, which only staff read).
 */
export interface QuizQuestion {
  itemId: string;
  prompt: string;
  choices: { choiceId: string; text: string }[];
  answerChoiceId: string;
  explanation: string;
}

/**
 * A game as stored (issue 32): its mechanic, the items a student places (in
 * the order shown, shuffled once when the library is loaded) and the targets
 * they go to (a sort game's groups, a match game's partners, a label game's
 * lettered spots; an order game has none), each named by an id that says
 * nothing of the solution. `solution` is the answer key, one per item: a
 * target's id, or for an order game the item's position from 1. A label
 * game's diagram is the SVG served at `/activities/{questId}/diagram.svg`.
 */
export interface StoredGame {
  mechanic: 'sort' | 'match' | 'order' | 'label';
  prompt: string;
  hint: string | null;
  /** An order game's ends: what its first and its last position mean. */
  orderFrom: string | null;
  orderTo: string | null;
  items: { itemId: string; text: string }[];
  targets: { targetId: string; text: string }[];
  solution: { itemId: string; answer: string }[];
  /** A label game's drawing: plain shapes in a `width` × `height` box, and where each lettered spot sits on it. */
  diagram: {
    title: string;
    width: number;
    height: number;
    svg: string;
    spots: { targetId: string; x: number; y: number }[];
  } | null;
}

/** A picture of a book's page or an animation's scene, as written (api/src/activities/content/picture-types.ts). */
export type StoredPicture = Picture;

/**
 * A book's pages, an animation's scenes or a song's lyrics and tune (issue
 * 33), and the check at its end: questions as a quiz's (a song's: its line
 * with a word missing), whose answers only staff read.
 */
export type StoredStory =
  | { kind: 'book'; pages: { text: string; picture: StoredPicture }[]; check: QuizQuestion[] }
  | {
      kind: 'animation';
      scenes: { caption: string; picture: StoredPicture; seconds: number }[];
      check: QuizQuestion[];
    }
  | {
      kind: 'song';
      tune: string;
      tempo: number;
      verses: string[][];
      chorus: string[];
      check: QuizQuestion[];
    };

/** The realms in their order (domain/src/realms.ts), for the library's default order. */
const REALM_POSITION =
  sql.raw(`case "realm" when 'Green Acres' then 1 when 'Habiterra' then 2 when 'Edison''s Isle' then 3
  when 'Cape Cosmos' then 4 when 'DNAtion' then 5 when 'Elixir Institute' then 6 when 'E=MC Square' then 7
  when 'Fahren Heights' then 8 when 'Prehistoric Point' then 9 when 'Pythagoras Peninsula' then 10 end`);

/**
 * The activity library: shipped content (api/src/activities/content/), loaded
 * at start-up and upserted by `quest_id`, so a release renames and adds
 * activities without duplicating any. `realm` is the realm's name as we show
 * it (domain/src/realms.ts), `realm_position` its place among the realms
 * (kept by the database); `questions` holds a quiz's questions, null for the
 * other types, `game` a game's mechanic and content, and `story` a book's,
 * an animation's or a song's. Names are searched by `name_search` (the name
 * as domain's `searchText` folds it, so accents and case never decide a
 * match) through its trigram index, written as rows
 * change (fastupdate off: the library changes with releases, and a pending
 * list would slow every search and hide the index from the planner until a
 * vacuum, which PGlite never runs by itself).
 */
export const activities = pgTable(
  'activities',
  {
    questId: text('quest_id').primaryKey(),
    name: text('name').notNull(),
    /** The name as searched (domain's searchText: lower case, no accents), written with it at every load. */
    nameSearch: text('name_search').notNull().default(''),
    realm: text('realm').notNull(),
    realmPosition: smallint('realm_position').generatedAlwaysAs(REALM_POSITION),
    activityType: text('activity_type').notNull(),
    description: text('description').notNull(),
    yearLevels: integer('year_levels').array().notNull(),
    curriculumCodes: text('curriculum_codes').array().notNull(),
    questions: jsonb('questions').$type<QuizQuestion[]>(),
    game: jsonb('game').$type<StoredGame>(),
    story: jsonb('story').$type<StoredStory>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activities_name_search_trgm_idx')
      .using('gin', sql`${table.nameSearch} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The library's order without a name search: realm, then name in human order.
    index('activities_listing_idx').on(table.realmPosition, sql`${table.name} collate "und-x-icu"`, table.questId),
    index('activities_realm_type_idx').on(table.realm, table.activityType),
    check('activities_type_known', sql`${table.activityType} in ('quiz', 'game', 'book', 'animation', 'song')`),
    check('activities_realm_known', sql`${table.realmPosition} is not null`),
    check(
      'activities_questions_only_for_quizzes',
      sql`(${table.activityType} = 'quiz') = (${table.questions} is not null)`,
    ),
    // A game written before issue 32 has none yet, so this cannot ask every game for one.
    check('activities_game_only_for_games', sql`${table.game} is null or ${table.activityType} = 'game'`),
    check(
      'activities_story_only_for_stories',
      sql`${table.story} is null or ${table.activityType} in ('book', 'animation', 'song')`,
    ),
  ],
);

/**
 * Which version of each piece of shipped content the database holds (its
 * SHA-256), so a start-up with unchanged content skips loading it.
 */
export const contentVersions = pgTable('content_versions', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ActivityRow = typeof activities.$inferSelect;
