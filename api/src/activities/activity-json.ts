import { z } from 'zod';
import { ACTIVITY_TYPES, REALMS, findRealm, isActivityType, type RealmName } from '@portal/domain';
import type { ActivityRow } from '../db/schema.js';
import { imageUrl } from './images/image-urls.js';

const REALM_NAMES = REALMS.map((entry) => entry.realm) as [RealmName, ...RealmName[]];

export const quizQuestionJson = z
  .object({
    prompt: z.string(),
    choices: z
      .array(z.object({ text: z.string(), correct: z.boolean() }))
      .describe('In the order shown; exactly one is correct'),
  })
  .meta({ id: 'QuizQuestion' });

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
        "A quiz's questions, each with its choices and the correct one marked: in one activity's read and the batch read by ids; left out of searches and of other types",
      ),
  })
  .meta({ id: 'Activity' });

export type ActivityJson = z.infer<typeof activityJson>;

/** An activity row as JSON; `withQuestions` adds a quiz's questions. */
export function toActivityJson(row: ActivityRow, withQuestions: boolean): ActivityJson {
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
  };
  if (withQuestions && row.questions) json.questions = row.questions;
  return json;
}
