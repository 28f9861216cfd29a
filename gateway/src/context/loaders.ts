import DataLoader from 'dataloader';
import type { RestClient } from '../rest/rest-client.js';
import type { RestSchool } from '../rest/rest-types.js';

/**
 * Every per-request DataLoader, reached through the context. A list field
 * resolves through one of these, so the number of REST calls does not grow
 * with the number of rows.
 */
export interface Loaders {
  /** Schools by id. A user can read only their own school, so one call answers every key. */
  schoolById: DataLoader<string, RestSchool | null>;
}

export function createLoaders(rest: RestClient): Loaders {
  return {
    schoolById: new DataLoader(async (ids) => {
      const own = await rest.get<RestSchool>('school');
      return ids.map((id) => (id === own.schoolId ? own : null));
    }),
  };
}
