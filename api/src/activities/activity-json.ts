import { z } from 'zod';
import { ACTIVITY_TYPES, REALMS, findRealm, isActivityType, type RealmName } from '@portal/domain';
import type { ActivityRow } from '../db/schema.js';
import { gameJson, toGameJson } from './game-json.js';
import { quizQuestionJson, shownQuestion, type QuestionsShown } from './quiz-json.js';
import { storyFields, toStoryJson } from './story-json.js';

export type { QuestionsShown };
import { imageUrl } from './images/image-urls.js';

const REALM_NAMES = REALMS.map((entry) => entry.realm) as [RealmName, ...RealmName[]];

export const activityJson = z
  .object({
    questId: z.string().describe('Stable across releases and installs, e.g. "q-env-001"'),
    name: z.string(),
    realm: z.enum(REALM_NAMES).describe("The realm's name as shown (domain/src/realms.ts)"),
    activityType: z.enum(ACTIVITY_TYPES),
    description: z.string(),
    yearLevels: z.array(z.number().int()).describe('School years it is written for (3 to 6)'),
    curriculumCodes: z.array(z.string()).describe('Australian Curriculum v9 content description codes it covers'),
    previewUrl: z.string().describe('Its preview image (PNG), a path under /api/v1'),
    bannerUrl: z.string().describe('Its banner image (PNG, `images/banner.png` by questId), a path under /api/v1'),
    questions: z
      .array(quizQuestionJson)
      .optional()
      .describe(
        "A quiz's questions with their choices: in one activity's read and the batch read by ids; left out of searches and of other types. Staff also get each question's answer and explanation; nobody else gets any sign of which choice is right",
      ),
    game: gameJson
      .optional()
      .describe(
        "A game's mechanic, items and targets: in one activity's read and the batch read by ids; left out of searches and of other types. Staff also get its solution; nobody else gets any sign of where an item belongs",
      ),
    ...storyFields,
    minimumSeconds: z
      .literal(0)
      .describe(
        'Deprecated, always 0: every activity is finished by its content (a quiz: every question answered; a game: every item placed; a book, an animation or a song: every page, scene or verse reached and its check answered), never by time spent',
      )
      .meta({ deprecated: true }),
  })
  .meta({ id: 'Activity' });

export type ActivityJson = z.infer<typeof activityJson>;

/** An activity row as JSON, with as much of a quiz or a game as `shown` says. */
export function toActivityJson(row: ActivityRow, shown: QuestionsShown): ActivityJson {
  const realm = findRealm(row.realm)?.realm;
  if (!realm || !isActivityType(row.activityType)) {
    throw new Error(`activity ${row.questId} holds an unknown realm or type`);
  }
  const json: ActivityJson = {
    questId: row.questId,
    name: row.name,
    realm,
    activityType: row.activityType,
    description: row.description,
    yearLevels: row.yearLevels,
    curriculumCodes: row.curriculumCodes,
    previewUrl: imageUrl(row, 'preview'),
    bannerUrl: imageUrl(row, 'banner'),
    minimumSeconds: 0,
  };
  if (shown !== 'none' && row.questions) json.questions = row.questions.map((one) => shownQuestion(one, shown));
  if (shown !== 'none' && row.game) json.game = toGameJson(row.questId, row.game, shown === 'answers');
  if (shown !== 'none' && row.story) Object.assign(json, toStoryJson(row.questId, row.story, shown));
  return json;
}
