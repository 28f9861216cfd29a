import { BATCH_LIMIT } from '@portal/domain';
import { z } from 'zod';
import { dayString } from './result-json.js';

/** Uuids in a JSON body; the count is checked after the body's shape (idsAtMost), so that a long list is told so. */
function idArray(what: string) {
  return z
    .array(z.uuid({ error: `Not a ${what} id` }), { error: `Send a list of ${what} ids` })
    .describe(`At most ${BATCH_LIMIT} ${what} ids; one given twice is answered once`);
}

/** At most BATCH_LIMIT ids, each once. */
const idsAtMost = z
  .array(z.string())
  .max(BATCH_LIMIT, `At most ${BATCH_LIMIT} ids`)
  .transform((ids) => [...new Set(ids)]);

const fromDay = dayString.describe(
  "yyyy-mm-dd, a day of the school's: only the assignments due on or after that day's start (local midnight in the school's time zone), and the comments written since",
);

/** The `{userId}` of GET /result/{userId}: a uuid, so /result/groups, /result/curriculum and the like stay apart. */
export const resultUserParams = z.object({ userId: z.uuid({ error: 'Not a user id' }) });

/** The `{groupId}` of GET /result/groups/{groupId}. */
export const resultGroupParams = z.object({ groupId: z.uuid({ error: 'Not a group id' }) });

export const individualResultQuery = z.object({ from: fromDay.optional() });

/** POST /result/: `{"userIds": [...], "from"?}` or the bare list of ids the spec sends. */
export const individualResultsBody = z
  .union([idArray('user'), z.object({ userIds: idArray('user'), from: fromDay.optional() })], {
    error: 'Send a list of user ids, or {"userIds": [...], "from": "yyyy-mm-dd"}',
  })
  .transform((value) =>
    Array.isArray(value) ? { userIds: value, from: null } : { userIds: value.userIds, from: value.from ?? null },
  )
  .pipe(z.object({ userIds: idsAtMost, from: z.string().nullable() }));

/** POST /result/groups/: `{"groupIds": [...]}` or the bare list of ids the spec sends. */
export const groupResultsBody = z
  .union([idArray('group'), z.object({ groupIds: idArray('group') })], {
    error: 'Send a list of group ids, or {"groupIds": [...]}',
  })
  .transform((value) => (Array.isArray(value) ? value : value.groupIds))
  .pipe(idsAtMost);

/** GET /result/curriculum?codes=A,B: only these codes (unknown ones are skipped). */
export const curriculumQuery = z.object({
  codes: z
    .string()
    .max(2000, 'At most 2000 characters')
    .transform((text) =>
      text
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    )
    .optional()
    .describe('Comma-separated curriculum codes, e.g. AC9S5U01,AC9S6U02; without it, every item'),
});
