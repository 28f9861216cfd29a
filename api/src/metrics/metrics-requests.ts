import { z } from 'zod';
import { LEARNING_AREA_GROUPINGS, BATCH_LIMIT, METRICS_PERIODS } from '@portal/domain';

/* What the metrics calls take: the subject's id in the path, the period and grouping in the query, batches' ids in the body. */

export const metricsUserParams = z.object({ userId: z.uuid({ error: 'Not a user id' }) });
export const metricsGroupParams = z.object({ groupId: z.uuid({ error: 'Not a group id' }) });
export const metricsSchoolParams = z.object({ schoolId: z.uuid({ error: 'Not a school id' }) });

/** `?period=all|1|3|12&by=realm|topic`: every document takes both. */
export const metricsQuery = z.object({
  period: z
    .enum(METRICS_PERIODS, { error: 'Send all, 1, 3 or 12' })
    .default('all')
    .describe('all (default): from the first month with work; 1, 3 or 12: that many months, the current one last'),
  by: z
    .enum(LEARNING_AREA_GROUPINGS, { error: 'Send realm or topic' })
    .default('realm')
    .describe('Name the learning areas by realm (default) or by topic'),
});

/** `?period=all|1|3|12` for the groups' accuracy: 12 (default, spec 2 §9) or the Period switch's choice. */
export const accuracyQuery = z.object({
  period: z
    .enum(METRICS_PERIODS, { error: 'Send all, 1, 3 or 12' })
    .default('12')
    .describe(
      '12 (default): the last twelve months; 1 or 3: that many, the current one last; all: from the first month with work',
    ),
});

export type MetricsQuery = z.infer<typeof metricsQuery>;

function idArray(what: string) {
  return z
    .array(z.uuid({ error: `Not a ${what} id` }), { error: `Send a list of ${what} ids` })
    .describe(`At most ${BATCH_LIMIT} ${what} ids; one given twice is answered once`);
}

/** At most BATCH_LIMIT ids, each once (checked after the shape, so a long list is told so). */
const idsAtMost = z
  .array(z.string())
  .max(BATCH_LIMIT, `At most ${BATCH_LIMIT} ids`)
  .transform((ids) => [...new Set(ids)]);

/** POST /metrics/Individual: `{"userIds": [...]}` or the bare list. */
export const metricsUsersBody = z
  .union([idArray('user'), z.object({ userIds: idArray('user') })], {
    error: 'Send a list of user ids, or {"userIds": [...]}',
  })
  .transform((value) => (Array.isArray(value) ? value : value.userIds))
  .pipe(idsAtMost);

/** POST /metrics/Group: `{"groupIds": [...]}` or the bare list. */
export const metricsGroupsBody = z
  .union([idArray('group'), z.object({ groupIds: idArray('group') })], {
    error: 'Send a list of group ids, or {"groupIds": [...]}',
  })
  .transform((value) => (Array.isArray(value) ? value : value.groupIds))
  .pipe(idsAtMost);
