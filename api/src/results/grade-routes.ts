import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GENERAL_CAPABILITIES, TOPICS } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { findPersonFor, personIdsFor, requireCapability } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { uuidListQuery } from '../http/id-lists.js';
import { evaluationBody, gradeLookupParams, studentGradesJson } from './evaluation-json.js';
import { gradesOf } from './grade-reads.js';
import { createGrades, updateGrades } from './grade-writes.js';
import { gradeJson, gradeTypeField } from './result-json.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody } as const;

const gradedItemJson = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'GradedItem' });

/**
 * The grades of spec 2 §3 and §7: the fixed topics and general capabilities,
 * a student's grades of one type (200, or 204 when there are none: the
 * evaluation page then creates rather than updates), a batch read of them
 * for the gateway, and the two writes. Whose grades one reads is
 * PERSON_RULES.readProgress; whom one grades, PERSON_RULES.evaluate.
 */
export function gradeRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  return async (app) => {
    for (const [path, items, what] of [
      ['/result/topics', TOPICS, 'The fixed list of topics (one per realm), each with its id'],
      ['/result/capabilities', GENERAL_CAPABILITIES, 'The seven general capabilities, each with its fixed id'],
    ] as const) {
      app.get(
        path,
        {
          preHandler,
          schema: {
            tags: ['results'],
            summary: what,
            response: { 200: dataBody(z.array(gradedItemJson)), 401: errorBody },
          },
        },
        async () => ({ data: items.map(({ id, name }) => ({ id, name })) }),
      );
    }

    app.get(
      '/result/grades/:studentId/:gradeType',
      {
        preHandler,
        schema: {
          tags: ['results'],
          summary:
            "A student's grades of one type (topic or capability), in the fixed order; 204 when none: whose, as for results (staff their students, a student their own, a parent their children's)",
          params: gradeLookupParams,
          response: {
            200: dataBody(z.array(gradeJson)),
            204: z.null().describe('No grades of this type yet'),
            404: errorBody,
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const viewer = signedInUser(request);
        const { studentId, gradeType } = request.params;
        const student = await findPersonFor(db, viewer, 'readProgress', studentId);
        const found = (await gradesOf(db, [student.id], gradeType)).get(student.id);
        if (!found) return reply.code(204).send(null);
        return { data: found };
      },
    );

    app.get(
      '/result/grades',
      {
        preHandler,
        schema: {
          tags: ['results'],
          summary:
            'Batch read: the grades of one type of each of these students whose results the caller reads (others left out; a student with none has an empty list)',
          querystring: z.object({ ids: uuidListQuery(), gradeType: gradeTypeField }),
          response: { 200: dataBody(z.array(studentGradesJson)), ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readProgress');
        const { ids, gradeType } = request.query;
        const readable = await personIdsFor(db, viewer, 'readProgress', ids);
        const found = await gradesOf(db, [...readable], gradeType);
        return {
          data: ids
            .filter((id) => readable.has(id))
            .map((studentId) => ({ studentId, grades: found.get(studentId) ?? [] })),
        };
      },
    );

    app.post(
      '/result/grades',
      {
        preHandler,
        schema: {
          tags: ['results'],
          summary:
            'Grade a student for the first time in one type, every topic (or every capability) from 1 to 5: admins any student of their school, teachers the students of their groups; 409 when grades of the type exist (update them with PATCH)',
          body: evaluationBody,
          response: {
            201: dataBody(z.array(gradeJson)),
            404: errorBody,
            409: errorBody,
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const viewer = signedInUser(request);
        await createGrades(db, viewer, request.body);
        const { studentId, gradeType } = request.body;
        const saved = (await gradesOf(db, [studentId], gradeType)).get(studentId) ?? [];
        return reply.code(201).send({ data: saved });
      },
    );

    app.patch(
      '/result/grades',
      {
        preHandler,
        schema: {
          tags: ['results'],
          summary:
            "Change some of a student's grades of one type (each from 1 to 5), whom as for POST; every change is kept in the audit trail",
          body: evaluationBody,
          response: { 204: z.null().describe('Changed: no body'), 404: errorBody, ...failures },
        },
      },
      async (request, reply) => {
        await updateGrades(db, signedInUser(request), request.body);
        return reply.code(204).send(null);
      },
    );
  };
}
