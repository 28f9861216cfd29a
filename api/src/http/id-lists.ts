import { z } from 'zod';
import { BATCH_LIMIT } from '@portal/domain';

/**
 * Uuids in a query string, as `?ids=a,b` or `?ids=a&ids=b`: the batch reads
 * the gateway's DataLoaders make, at most BATCH_LIMIT. An empty value is an
 * empty list.
 */
export function uuidListQuery() {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid()).max(BATCH_LIMIT, `At most ${BATCH_LIMIT} ids`))
    .describe(`Comma-separated ids, at most ${BATCH_LIMIT}`);
}

export const MAX_USER_IDS_BODY = 500;

const userIdArray = z.array(z.uuid()).min(1).max(MAX_USER_IDS_BODY);

/** `{"userIds": [...]}` or the bare list the spec describes ("list of userIds"). */
export const userIdsBody = z
  .union([userIdArray, z.object({ userIds: userIdArray })], {
    error: 'Send a list of user ids, or {"userIds": [...]}',
  })
  .transform((value) => [...new Set(Array.isArray(value) ? value : value.userIds)]);
