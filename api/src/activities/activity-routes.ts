import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { holds, type Viewer } from '../access/permissions.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody, listBody } from '../http/envelope.js';
import { activityJson, toActivityJson, type QuestionsShown } from './activity-json.js';
import { activitySearchQuery, questIdParams } from './activity-query.js';
import { curriculumJson } from '../results/result-json.js';
import { curriculumItems } from '../results/curriculum-items.js';
import { findActivity, heldCurriculumCodes, searchActivities } from './activity-search.js';

const failures = { 400: errorBody, 401: errorBody } as const;

export const ACTIVITY_NOT_FOUND = 'No activity has this questId';

/** A quiz's questions, or a game, as this viewer reads them: with the answer key for staff only. */
function questionsFor(viewer: Viewer): QuestionsShown {
  return holds(viewer, 'readAnswerKeys') ? 'answers' : 'questions';
}

/**
 * The activity library: content, not personal data, so any signed-in user
 * (every role, every school, root) reads all of it; a visitor gets 401. The
 * answer key of a quiz and the solution of a game are the one exception:
 * only staff read them (`readAnswerKeys`), so a student finds the answers by
 * answering.
 */
export function activityRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  return async (app) => {
    app.get(
      '/activities',
      {
        preHandler,
        schema: {
          tags: ['activities'],
          summary:
            'Search the activity library by name (accents and case aside), realms, types, year level and curriculum code, a page at a time (by relevance with a name, else by realm then name); with `ids`, the batch read the gateway makes',
          querystring: activitySearchQuery,
          response: { 200: listBody(activityJson), ...failures },
        },
      },
      async (request) => {
        const { name, realm, activityType, yearLevel, curriculumCode, ids, count, page, start } = request.query;
        const { rows, total } = await searchActivities(db, {
          name,
          realms: realm,
          types: activityType,
          yearLevel,
          curriculumCode,
          ids,
          limit: count,
          offset: page === undefined ? start : page * count,
        });
        const shown = ids === undefined ? 'none' : questionsFor(signedInUser(request));
        return { data: rows.map((row) => toActivityJson(row, shown)), total };
      },
    );

    app.get(
      '/activities/curriculum',
      {
        preHandler,
        schema: {
          tags: ['activities'],
          summary:
            'The Australian Curriculum: Science v9 content descriptions the library covers (what its search filters by), by code',
          response: { 200: dataBody(z.array(curriculumJson)), 401: errorBody },
        },
      },
      async () => ({ data: curriculumItems(await heldCurriculumCodes(db)) }),
    );

    app.get(
      '/activities/:questId',
      {
        preHandler,
        schema: {
          tags: ['activities'],
          summary: "One activity, with a quiz's questions (and, for staff, their answers and explanations)",
          params: questIdParams,
          response: { 200: dataBody(activityJson), ...failures, 404: errorBody },
        },
      },
      async (request) => {
        const row = await findActivity(db, request.params.questId);
        if (!row) throw new ApiError(404, ACTIVITY_NOT_FOUND);
        return { data: toActivityJson(row, questionsFor(signedInUser(request))) };
      },
    );
  };
}
