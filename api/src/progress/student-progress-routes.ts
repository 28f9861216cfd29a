import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { requireCapability } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { uuidListQuery } from '../http/id-lists.js';
import { batchPageQuery, totalField } from '../http/paging.js';
import { progressOfStudents, studentProgressJson } from './student-progress.js';

/** GET /users/progress: the profile's progress table of each student, one batch read for the gateway. */
export function studentProgressRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  return async (app) => {
    app.get(
      '/users/progress',
      {
        preHandler,
        schema: {
          tags: ['progress'],
          summary:
            "Batch read: for each of these students whose progress the caller reads (admin the school's, teacher their groups' students, parent their children, student themself), a page of their progress lines, latest attempt first; others left out",
          querystring: z.object({ ids: uuidListQuery(), ...batchPageQuery }),
          response: {
            200: dataBody(
              z.array(
                z
                  .object({ userId: z.uuid(), progress: z.array(studentProgressJson), total: totalField })
                  .meta({ id: 'UserProgress' }),
              ),
            ),
            400: errorBody,
            401: errorBody,
            403: errorBody,
          },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readProgress');
        const { ids, first, offset } = request.query;
        const found = await progressOfStudents(db, viewer, ids, { first, offset });
        return {
          data: ids.flatMap((userId) => {
            const entry = found.get(userId);
            return entry ? [{ userId, progress: entry.lines, total: entry.total }] : [];
          }),
        };
      },
    );
  };
}
