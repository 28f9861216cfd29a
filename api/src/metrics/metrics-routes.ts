import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_ACCURACY_MONTHS, BATCH_LIMIT } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { findPersonFor, requireCapability } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { GROUP_MESSAGES } from '../groups/group-messages.js';
import { isStudent, readableStudents } from '../results/individual-results.js';
import { accuracyWindow } from './metric-months.js';
import { ownSchool, trackedGroupIds } from './metrics-access.js';
import {
  groupAccuracyJson,
  groupMetricsJson,
  individualMetricsJson,
  schoolMetricsJson,
  yearLevelCountJson,
} from './metrics-json.js';
import { METRICS_MESSAGES } from './metrics-messages.js';
import { groupMetrics, schoolMetrics, studentMetrics } from './metrics-reads.js';
import {
  accuracyQuery,
  metricsGroupParams,
  metricsGroupsBody,
  metricsQuery,
  metricsSchoolParams,
  metricsUserParams,
  metricsUsersBody,
} from './metrics-requests.js';
import { groupAccuracy, yearLevelCounts } from './school-metric-sql.js';
import { viewerSchoolClock } from '../schools/school-clock.js';
import type { MetricsClock } from './school-zone.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody } as const;
const tags = ['metrics'];

/**
 * The metrics reads (spec 2 §3, §7; issue 14): a student's, a group's and a
 * school's documents, one at a time and in batches (the gateway's
 * DataLoaders), the groups' accuracy and the school's year levels. Who reads
 * what: metrics-access.ts; what the numbers mean: docs/metrics.md and
 * docs/rest-contract.md.
 */
export function metricsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  const now = () => context.now?.() ?? new Date();
  // Everyone a caller reads is of the caller's school: its zone names the months.
  const clockOf = async (viewer: { schoolId: string | null }): Promise<MetricsClock> => ({
    now: now(),
    zone: (await viewerSchoolClock(db, viewer)).timeZone,
  });
  return async (app) => {
    app.get(
      '/metrics/Individual/:userId',
      {
        preHandler,
        schema: {
          tags,
          summary: `A student's metrics over the assignments of their groups. Whose: as their result (admin the school's students, teacher those of owned groups, parent their children, student themself); 404 "${METRICS_MESSAGES.notAStudent}" for a readable person who is not a student`,
          params: metricsUserParams,
          querystring: metricsQuery,
          response: { 200: dataBody(individualMetricsJson), 404: errorBody, ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        const person = await findPersonFor(db, viewer, 'readProgress', request.params.userId);
        if (!isStudent(person)) throw new ApiError(404, METRICS_MESSAGES.notAStudent);
        const [metrics] = await studentMetrics(db, [person.id], request.query, await clockOf(viewer));
        if (!metrics) throw new Error(`the metrics of ${person.id} vanished`);
        return { data: metrics };
      },
    );

    app.post(
      '/metrics/Individual',
      {
        preHandler,
        schema: {
          tags,
          summary: `Batch read: the metrics of those of these students (at most ${BATCH_LIMIT}) the caller may read, in the order asked; the others are left out`,
          querystring: metricsQuery,
          body: metricsUsersBody,
          response: { 200: dataBody(z.array(individualMetricsJson)), ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readProgress');
        const students = await readableStudents(db, viewer, request.body);
        const ids = students.map((student) => student.id);
        return { data: await studentMetrics(db, ids, request.query, await clockOf(viewer)) };
      },
    );

    app.get(
      '/metrics/Group/:groupId',
      {
        preHandler,
        schema: {
          tags,
          summary:
            "A group's metrics over its assignments and its students now. Admin and teacher, on a group whose results they track (admin the school's, teacher owned)",
          params: metricsGroupParams,
          querystring: metricsQuery,
          response: { 200: dataBody(groupMetricsJson), 404: errorBody, ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'trackResults');
        const ids = await trackedGroupIds(db, viewer, [request.params.groupId]);
        if (ids.length === 0) throw new ApiError(404, GROUP_MESSAGES.notFound);
        const [metrics] = await groupMetrics(db, ids, request.query, await clockOf(viewer));
        if (!metrics) throw new Error(`the metrics of group ${request.params.groupId} vanished`);
        return { data: metrics };
      },
    );

    app.post(
      '/metrics/Group',
      {
        preHandler,
        schema: {
          tags,
          summary: `Batch read: the metrics of those of these groups (at most ${BATCH_LIMIT}) the caller tracks, in the order asked; the others are left out`,
          querystring: metricsQuery,
          body: metricsGroupsBody,
          response: { 200: dataBody(z.array(groupMetricsJson)), ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'trackResults');
        const ids = await trackedGroupIds(db, viewer, request.body);
        return { data: await groupMetrics(db, ids, request.query, await clockOf(viewer)) };
      },
    );

    app.get(
      '/metrics/School/:schoolId',
      {
        preHandler,
        schema: {
          tags,
          summary:
            "The whole school's metrics (\"School Metrics\"): every group's assignments and students. The school's admins and teachers; another school's id 404",
          params: metricsSchoolParams,
          querystring: metricsQuery,
          response: { 200: dataBody(schoolMetricsJson), 404: errorBody, ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        const schoolId = ownSchool(viewer, 'readSchoolMetrics', request.params.schoolId);
        return { data: await schoolMetrics(db, { kind: 'school', schoolId }, request.query, await clockOf(viewer)) };
      },
    );

    app.get(
      '/metrics/viewSchool/:schoolId',
      {
        preHandler,
        schema: {
          tags,
          summary:
            'The school as the caller teaches it ("Teacher Metrics"): the metrics of the groups the caller owns in it, summed (none: empty months). Admins and teachers of the school',
          params: metricsSchoolParams,
          querystring: metricsQuery,
          response: { 200: dataBody(schoolMetricsJson), 404: errorBody, ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        const schoolId = ownSchool(viewer, 'trackResults', request.params.schoolId);
        const scope = { kind: 'owned', schoolId, ownerId: viewer.id } as const;
        return { data: await schoolMetrics(db, scope, request.query, await clockOf(viewer)) };
      },
    );

    app.get(
      '/metrics/GroupAccuracy/:schoolId',
      {
        preHandler,
        schema: {
          tags,
          summary: `Each group's accuracy in each month of the period (default the last ${GROUP_ACCURACY_MONTHS}), the groups by name: those whose results the caller tracks (admin every group of the school, teacher owned)`,
          params: metricsSchoolParams,
          querystring: accuracyQuery,
          response: { 200: dataBody(z.array(groupAccuracyJson)), 404: errorBody, ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        ownSchool(viewer, 'trackResults', request.params.schoolId);
        const clock = await clockOf(viewer);
        return { data: await groupAccuracy(db, viewer, accuracyWindow(clock.now, clock.zone, request.query.period)) };
      },
    );

    app.get(
      '/metrics/YearLevel/:schoolId',
      {
        preHandler,
        schema: {
          tags,
          summary:
            "The school's students by year level (the Student Year Level Distribution), lowest first, those without one last. The school's admins and teachers",
          params: metricsSchoolParams,
          response: { 200: dataBody(z.array(yearLevelCountJson)), 404: errorBody, ...failures },
        },
      },
      async (request) => {
        const schoolId = ownSchool(signedInUser(request), 'readSchoolMetrics', request.params.schoolId);
        return { data: await yearLevelCounts(db, schoolId) };
      },
    );
  };
}
