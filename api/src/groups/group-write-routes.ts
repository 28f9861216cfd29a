import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_YEAR_LEVEL, MESSAGES, MIN_YEAR_LEVEL, NAME_MAX_LENGTH } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { MAX_USER_IDS_BODY } from '../http/id-lists.js';
import { requiredName } from '../schools/registration-schema.js';
import { yearLevelField } from '../users/year-level-field.js';
import { groupIdParams, groupJson } from './group-reads.js';
import { createGroup, deleteGroup, updateGroup } from './group-writes.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;

const groupName = requiredName(MESSAGES.groupNameRequired).describe(
  `Trimmed, required ("${MESSAGES.groupNameRequired}"), at most ${NAME_MAX_LENGTH} characters`,
);

const yearLevel = yearLevelField('The school year of its students');

/** Ids in a JSON body, at most MAX_USER_IDS_BODY; one given twice counts once. */
function idList(description: string) {
  return z
    .array(z.uuid())
    .max(MAX_USER_IDS_BODY, `At most ${MAX_USER_IDS_BODY} ids`)
    .describe(`${description}; at most ${MAX_USER_IDS_BODY}, one given twice counts once`);
}

const newGroupBody = z.object({
  name: groupName,
  students: idList('Students of the school to put in the group').default([]),
  yearLevel: yearLevel.default(null),
});

const groupChangesBody = z.object({
  name: groupName.optional(),
  yearLevel: yearLevel
    .optional()
    .describe(`${MIN_YEAR_LEVEL} to ${MAX_YEAR_LEVEL}, null to clear it; left out, unchanged`),
  owners: idList('Teachers or admins of the school to add as co-owners (the empty list changes no owner)').optional(),
  students: z
    .object({
      add: idList('Students of the school to add').optional(),
      remove: idList('Students to drop (ids not in the group are ignored)').optional(),
    })
    .optional(),
});

/** POST /groups, PATCH /groups/{id}, DELETE /groups/{id}: managing groups (admin any of the school, teacher owned). */
export function groupWriteRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  return async (app) => {
    app.post(
      '/groups',
      {
        config: { slashOptional: true },
        preHandler,
        schema: {
          tags: ['groups'],
          summary:
            'Create a group of the school (admin, teacher): the caller is its only owner; every student must be a student of the school, or nothing is created (the trailing slash is optional)',
          body: newGroupBody,
          response: { 201: dataBody(groupJson), ...failures },
        },
      },
      async (request, reply) => {
        const group = await createGroup(db, signedInUser(request), request.body);
        return reply.code(201).send({ data: group });
      },
    );

    app.patch(
      '/groups/:id',
      {
        preHandler,
        schema: {
          tags: ['groups'],
          summary:
            "Edit a group the caller manages (admin: any of the school; teacher: owned), all or nothing, in this order: rename and year level, remove students, add students, add co-owners (the Edit Group dialog's Update)",
          params: groupIdParams,
          body: groupChangesBody,
          response: { 201: dataBody(groupJson), ...failures },
        },
      },
      async (request, reply) => {
        const group = await updateGroup(db, signedInUser(request), request.params.id, request.body);
        return reply.code(201).send({ data: group });
      },
    );

    app.delete(
      '/groups/:id',
      {
        preHandler,
        schema: {
          tags: ['groups'],
          summary:
            'Delete a group the caller manages, with its memberships; 405 while it still has assignments (delete or move them first)',
          params: groupIdParams,
          response: {
            201: dataBody(z.object({ groupId: z.uuid() }).meta({ id: 'DeletedGroup' })),
            405: errorBody,
            ...failures,
          },
        },
      },
      async (request, reply) => {
        await deleteGroup(db, signedInUser(request), request.params.id);
        return reply.code(201).send({ data: { groupId: request.params.id } });
      },
    );
  };
}
