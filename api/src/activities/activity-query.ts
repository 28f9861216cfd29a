import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  BATCH_LIMIT,
  CURRICULUM_CODE_PATTERN,
  MAX_YEAR_LEVEL,
  MIN_YEAR_LEVEL,
  NAME_MAX_LENGTH,
  REALMS,
  findRealm,
  findRealmByTopic,
  isActivityType,
  QUEST_ID_PATTERN,
  type ActivityType,
  type RealmName,
} from '@portal/domain';
import { listPageQuery } from '../http/paging.js';

/** The items of a query list: `?x=a,b` or `?x=a&x=b` (or both), trimmed, blanks dropped. */
function queryItems(value: string | string[]): string[] {
  return (Array.isArray(value) ? value : [value])
    .flatMap((part) => part.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A query list whose every item `parse` knows, deduplicated; an unknown item is 400 naming it and what is known. */
function knownList<T>(parse: (item: string) => T | undefined, noun: string, known: readonly string[]) {
  return z.union([z.string(), z.array(z.string())]).transform((value, context) => {
    const parsed: T[] = [];
    for (const item of queryItems(value)) {
      const found = parse(item);
      if (found === undefined) {
        context.addIssue({ code: 'custom', message: `Unknown ${noun} "${item}": use ${known.join(', ')}` });
        return z.NEVER;
      }
      if (!parsed.includes(found)) parsed.push(found);
    }
    return parsed;
  });
}

/** A realm by its name in either spelling (domain/src/realms.ts) or by its topic; case aside. */
export function parseRealm(text: string): RealmName | undefined {
  const exact = findRealm(text) ?? findRealmByTopic(text);
  if (exact) return exact.realm;
  const wanted = text.toLowerCase();
  return REALMS.find((entry) => entry.realm.toLowerCase() === wanted || entry.topic.toLowerCase() === wanted)?.realm;
}

function parseActivityType(text: string): ActivityType | undefined {
  const wanted = text.toLowerCase();
  return isActivityType(wanted) ? wanted : undefined;
}

const questIdList = z
  .union([z.string(), z.array(z.string())])
  .transform(queryItems)
  .pipe(z.array(z.string().regex(QUEST_ID_PATTERN, 'Not a questId')).max(BATCH_LIMIT, `At most ${BATCH_LIMIT} ids`));

/** `{questId}` of an activity's paths. */
export const questIdParams = z.object({
  questId: z.string().regex(QUEST_ID_PATTERN, 'Not a questId').describe('The activity\'s id, e.g. "q-env-001"'),
});

export const activitySearchQuery = z.object({
  name: z
    .string()
    .max(NAME_MAX_LENGTH)
    .optional()
    .describe(
      'Words of the name, accents and case aside ("Zoe" finds "Zoë"): every word must appear in the name, in any order, whole or as part of a word ("moon phase" finds "Why the Moon Has Phases"); little words such as "the" or "of" count only in a search of nothing else; blank: no filter. Answers are then ordered by relevance',
    ),
  realm: knownList(parseRealm, 'realm', [...REALMS.map((entry) => entry.realm), 'Edison Avenue'])
    .optional()
    .describe(
      'Only these realms: comma-separated or repeated, a realm\'s name in either spelling ("Edison\'s Isle" or "Edison Avenue") or its topic, case-insensitive',
    ),
  activityType: knownList(parseActivityType, 'activity type', ACTIVITY_TYPES)
    .optional()
    .describe('Only these types (quiz, game, book, animation, song): comma-separated or repeated'),
  yearLevel: z.coerce
    .number()
    .int()
    .min(MIN_YEAR_LEVEL)
    .max(MAX_YEAR_LEVEL)
    .optional()
    .describe(`Only activities written for this school year (${MIN_YEAR_LEVEL} to ${MAX_YEAR_LEVEL})`),
  curriculumCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(CURRICULUM_CODE_PATTERN, 'Not an Australian Curriculum: Science v9 code, such as AC9S4U01')
    .optional()
    .describe(
      'Only activities covering this Australian Curriculum: Science v9 content description, by its code (such as "AC9S4U01", case aside); `GET /activities/curriculum` lists the codes the library covers',
    ),
  ids: questIdList
    .optional()
    .describe(
      `Batch read: only these questIds (at most ${BATCH_LIMIT}), in the order asked, each with its questions; the other filters still apply, paging does not`,
    ),
  ...listPageQuery(10),
  page: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .optional()
    .describe(
      '0-based page of `count` (spec 1 §4: paging starts at 0); when given, it decides the offset instead of `start`',
    ),
});

export type ActivitySearchQuery = z.infer<typeof activitySearchQuery>;
