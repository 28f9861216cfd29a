import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { dataBody, errorBody, listBody } from '../http/envelope.js';
import { userIdsBody } from '../http/id-lists.js';
import { toUserJson, userJson } from '../users/user-json.js';
import {
  groupMembersQuery,
  groupStudentsBatch,
  groupStudentsJson,
  groupStudentsQuery,
  listGroupMembers,
} from './group-members.js';
import { groupIdParams, groupJson } from './group-reads.js';
import { addGroupStudents, removeGroupOwner, removeGroupStudents } from './group-writes.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;
const groupAnswer = { 201: dataBody(groupJson), ...failures } as const;

/** A group's members: reading them, adding and removing students, removing a co-owner. */
export function groupMemberRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  return async (app) => {
    app.get(
      '/groups/:id/users',
      {
        preHandler,
        schema: {
          tags: ['groups'],
          summary:
            "A page of a group's members, its students and owners (role=student: the students), filtered, sorted and paged as GET /users (admin, teacher; a group the caller sees)",
          params: groupIdParams,
          querystring: groupMembersQuery,
          response: { 200: listBody(userJson), ...failures },
        },
      },
      async (request) => {
        const { rows, total } = await listGroupMembers(db, signedInUser(request), request.params.id, request.query);
        return { data: rows.map(toUserJson), total };
      },
    );

    app.put(
      '/groups/:id/users',
      {
        preHandler,
        schema: {
          tags: ['groups'],
          summary:
            'Add students of the school to a group the caller manages (a list of user ids); all or none; those already in it stay',
          params: groupIdParams,
          body: userIdsBody,
          response: groupAnswer,
        },
      },
      async (request, reply) => {
        const group = await addGroupStudents(db, signedInUser(request), request.params.id, request.body);
        return reply.code(201).send({ data: group });
      },
    );

    app.patch(
      '/groups/:id/users',
      {
        preHandler,
        schema: {
          tags: ['groups'],
          summary:
            'Remove students from a group the caller manages (a list of user ids); ids not in the group are ignored',
          params: groupIdParams,
          body: userIdsBody,
          response: groupAnswer,
        },
      },
      async (request, reply) => {
        const group = await removeGroupStudents(db, signedInUser(request), request.params.id, request.body);
        return reply.code(201).send({ data: group });
      },
    );

    app.delete(
      '/groups/:id/owners/:userId',
      {
        preHandler,
        schema: {
          tags: ['groups'],
          summary:
            'Remove a co-owner from a group the caller manages (an owner may remove themself); 404 when they do not own it, 409 when they are its last owner',
          params: groupIdParams.extend({ userId: z.uuid() }),
          response: { ...groupAnswer, 409: errorBody },
        },
      },
      async (request, reply) => {
        const { id, userId } = request.params;
        const group = await removeGroupOwner(db, signedInUser(request), id, userId);
        return reply.code(201).send({ data: group });
      },
    );

    app.get(
      '/groups/students',
      {
        preHandler,
        schema: {
          tags: ['groups'],
          summary:
            'Batch read (Group.students): for each of these groups the caller sees (admin, teacher), a page of its students, sorted, and how many match',
          querystring: groupStudentsQuery,
          response: { 200: dataBody(z.array(groupStudentsJson)), ...failures },
        },
      },
      async (request) => {
        const pages = await groupStudentsBatch(db, signedInUser(request), request.query);
        return {
          data: pages.map(({ groupId, students, total }) => ({ groupId, students: students.map(toUserJson), total })),
        };
      },
    );
  };
}
