import type DataLoader from 'dataloader';
import { byKey } from '../../context/loader-kinds.js';
import type { RestClient } from '../../rest/rest-client.js';
import type { RestStartedCount } from '../../rest/rest-types.js';

/**
 * Each assignment's started count (`Assignment.started`), a whole page of
 * assignments in one REST read; null for one the caller does not see. Kept
 * apart from the resolver, so the context's loaders load no schema class.
 */
export function startedCountLoader(rest: RestClient): DataLoader<string, RestStartedCount | null> {
  return byKey(
    async (ids) => (await rest.get('/api/v1/report/assignments/started', { query: { ids: ids.join(',') } })).data,
    (count) => count.assignmentId,
  );
}
