import type DataLoader from 'dataloader';
import type { RestClient } from '../rest/rest-client.js';
import type { RestComment, RestGrade, RestGroupResult, RestIndividualResult } from '../rest/rest-types.js';
import type { Page } from '../schema/connection.js';
import { byKey, listsByKey, pagedByKey, perView, type PagedLoaders } from './loader-kinds.js';

/** The grades of one type: a loader per type, each one batch REST read for every student of a query. */
export type GradeLoaders = Record<'topic' | 'capability', DataLoader<string, RestGrade[]>>;

/** The per-request loaders of results, grades and comments (every list field through one batch read). */
export interface ResultLoaders {
  /** Each student's grades of a type, in the fixed order; none for a student the caller may not read. */
  gradesOf: GradeLoaders;
  /** Each student's comments, newest first, a page at a time; none for a student the caller may not read. */
  commentsOf: PagedLoaders<RestComment>;
  /** Each student's result since a date (undefined: all), null when not a student the caller reads. */
  resultOf: (from: string | undefined) => DataLoader<string, RestIndividualResult | null>;
  /** Each group's result, null for a group the caller does not track. */
  groupResultOf: DataLoader<string, RestGroupResult | null>;
}

export function createResultLoaders(rest: RestClient): ResultLoaders {
  const ids = (keys: readonly string[]) => keys.join(',');
  const gradesOfType = (gradeType: 'topic' | 'capability') =>
    listsByKey(async (keys) => {
      const { data } = await rest.get('/api/v1/result/grades', { query: { ids: ids(keys), gradeType } });
      return new Map(data.map((row) => [row.studentId, row.grades]));
    });
  return {
    resultOf: perView(
      (from) => from ?? '',
      (from) =>
        byKey(
          async (keys) =>
            (await rest.post('/api/v1/result', { body: { userIds: [...keys], ...(from ? { from } : {}) } })).data,
          (result) => result.userId,
        ),
    ),
    groupResultOf: byKey(
      async (keys) => (await rest.post('/api/v1/result/groups', { body: { groupIds: [...keys] } })).data,
      (result) => result.groupId,
    ),
    gradesOf: { topic: gradesOfType('topic'), capability: gradesOfType('capability') },
    commentsOf: pagedByKey(async (keys, { first, offset }: Page) => {
      const { data } = await rest.get('/api/v1/result/comments', { query: { ids: ids(keys), first, offset } });
      return new Map(data.map((row) => [row.studentId, { items: row.comments, total: row.total }]));
    }),
  };
}
