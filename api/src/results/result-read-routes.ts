import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMENT_LIST_LIMIT, BATCH_LIMIT } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { findPersonFor, requireCapability } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { GROUP_MESSAGES } from '../groups/group-messages.js';
import { viewerSchoolClock } from '../schools/school-clock.js';
import { wholeCurriculum } from './curriculum-items.js';
import { groupResults, visibleResultGroups } from './group-results.js';
import { individualResults, isStudent, readableStudents } from './individual-results.js';
import { curriculumJson, groupResultJson, individualResultJson } from './result-json.js';
import { RESULT_MESSAGES } from './result-messages.js';
import {
  curriculumQuery,
  groupResultsBody,
  individualResultQuery,
  individualResultsBody,
  resultGroupParams,
  resultUserParams,
} from './result-requests.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody } as const;

const WORK = `each activity's best attempt (most correct, then most answered), curriculum evaluations worked out as percentages with two decimals, the newest ${COMMENT_LIST_LIMIT} comments`;

/**
 * The result reads (spec 2 §7): a student's result and a group's, one at a
 * time and in batches (the gateway's DataLoaders), and the curriculum they
 * refer to. Who reads a student's result: PERSON_RULES.readProgress (admin
 * the school's students, teacher those of the groups they own, parent their
 * children, student themself); a group's: the staff tracking results, on a
 * group they see. A batch leaves out silently what the caller may not read.
 * Days (`date`, `from`) are the caller's school's, in its time zone: results
 * never cross schools, so that is the school of every result read.
 * The definitions: individual-results.ts and group-results.ts.
 */
export function resultReadRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  const now = () => context.now?.() ?? new Date();
  return async (app) => {
    app.get(
      '/result/curriculum',
      {
        preHandler,
        schema: {
          tags: ['results'],
          summary: 'The Australian Curriculum: Science items the activities cover, by year level then code',
          querystring: curriculumQuery,
          response: { 200: dataBody(z.array(curriculumJson)), 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({ data: wholeCurriculum(request.query.codes) }),
    );

    app.get(
      '/result/:userId',
      {
        preHandler,
        schema: {
          tags: ['results'],
          summary: `A student's result: the assignments of their groups (due since \`from\` when given), ${WORK}, their grades. 404 "${RESULT_MESSAGES.notAStudent}" for a person who is not a student`,
          params: resultUserParams,
          querystring: individualResultQuery,
          response: { 200: dataBody(individualResultJson), 404: errorBody, ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        const person = await findPersonFor(db, viewer, 'readProgress', request.params.userId);
        if (!isStudent(person)) throw new ApiError(404, RESULT_MESSAGES.notAStudent);
        const clock = await viewerSchoolClock(db, viewer);
        const [result] = await individualResults(db, [person], request.query.from ?? null, clock, now());
        if (!result) throw new Error(`the result of ${person.id} vanished`);
        return { data: result };
      },
    );

    app.post(
      '/result',
      {
        config: { slashOptional: true },
        preHandler,
        schema: {
          tags: ['results'],
          summary: `Batch read: the results of those of these students (at most ${BATCH_LIMIT}) whose results the caller reads, in the order asked; the others are left out`,
          body: individualResultsBody,
          response: { 200: dataBody(z.array(individualResultJson)), ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readProgress');
        const students = await readableStudents(db, viewer, request.body.userIds);
        const clock = await viewerSchoolClock(db, viewer);
        return { data: await individualResults(db, students, request.body.from, clock, now()) };
      },
    );

    app.get(
      '/result/groups/:groupId',
      {
        preHandler,
        schema: {
          tags: ['results'],
          summary: `A group's result over its current students: its assignments, ${WORK} on any of its students. Staff tracking results, on a group they see`,
          params: resultGroupParams,
          response: { 200: dataBody(groupResultJson), 404: errorBody, ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'trackResults');
        const [group] = await visibleResultGroups(db, viewer, [request.params.groupId]);
        if (!group) throw new ApiError(404, GROUP_MESSAGES.notFound);
        const [result] = await groupResults(db, [group], await viewerSchoolClock(db, viewer), now());
        if (!result) throw new Error(`the result of group ${group.id} vanished`);
        return { data: result };
      },
    );

    app.post(
      '/result/groups',
      {
        config: { slashOptional: true },
        preHandler,
        schema: {
          tags: ['results'],
          summary: `Batch read: the results of those of these groups (at most ${BATCH_LIMIT}) the caller sees, in the order asked; the others are left out`,
          body: groupResultsBody,
          response: { 200: dataBody(z.array(groupResultJson)), ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'trackResults');
        const list = await visibleResultGroups(db, viewer, request.body);
        return { data: await groupResults(db, list, await viewerSchoolClock(db, viewer), now()) };
      },
    );
  };
}
