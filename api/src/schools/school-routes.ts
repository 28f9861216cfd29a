import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { requireCapability, schoolOf } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { startSession } from '../auth/start-session.js';
import { schools } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { rebuildMetricRollups } from '../metrics/rollup-maintenance.js';
import { limitPerAddress } from '../throttle/address-limit.js';
import { primaryRoleOf, toUserJson } from '../users/user-json.js';
import { registerSchool } from './register-school.js';
import { registrationAnswer, registrationBody } from './registration-schema.js';
import { schoolJson, schoolSettingsBody, toSchoolJson } from './school-json.js';

export const TOO_MANY_REGISTRATIONS = 'Too many registrations from this address, please try again later';

export function schoolRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  // Counted after validation, so only forms that would cost a password hash and a school count.
  const registrationLimit = limitPerAddress(db, {
    name: 'register',
    limit: context.throttle.registerLimitPerAddress,
    windowSeconds: context.throttle.registerWindowSeconds,
    message: TOO_MANY_REGISTRATIONS,
  });
  return async (app) => {
    app.post(
      '/register',
      {
        preHandler: registrationLimit,
        schema: {
          tags: ['schools'],
          summary: 'Register a school and its first account, and sign that account in',
          body: registrationBody,
          response: { 201: registrationAnswer, 400: errorBody, 409: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const { school, user } = await registerSchool(db, request.body);
        await startSession(context, request, reply, user.id);
        return reply.code(201).send({
          data: { user: toUserJson(user), school: toSchoolJson(school), role: primaryRoleOf(user) },
        });
      },
    );

    app.get(
      '/school',
      {
        preHandler: requireUser(db),
        schema: {
          tags: ['schools'],
          summary: "The signed-in user's school",
          response: { 200: dataBody(schoolJson), 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const { schoolId } = signedInUser(request);
        const [school] = schoolId ? await db.select().from(schools).where(eq(schools.id, schoolId)).limit(1) : [];
        if (!school) throw new ApiError(404, 'You do not belong to a school');
        return { data: toSchoolJson(school) };
      },
    );

    app.patch(
      '/school',
      {
        preHandler: requireUser(db),
        schema: {
          tags: ['schools'],
          summary:
            "Change the school's time zone, locale or sign-in cards setting (admin); a field left out stays; answers the school",
          body: schoolSettingsBody,
          response: { 200: dataBody(schoolJson), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'manageSchool');
        const schoolId = schoolOf(viewer);
        const { timeZone, locale, signInCardsEnabled } = request.body;
        const changes = {
          ...(timeZone === undefined ? {} : { timeZone }),
          ...(locale === undefined ? {} : { locale }),
          ...(signInCardsEnabled === undefined ? {} : { signInCardsEnabled }),
        };
        // A new zone moves the metrics' months (docs/metrics.md): the school's rollups are
        // rebuilt in it in the same transaction, so no read ever mixes the two zones' months.
        const school = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(schools).where(eq(schools.id, schoolId)).for('no key update');
          if (!before || Object.keys(changes).length === 0) return before;
          const [after] = await tx.update(schools).set(changes).where(eq(schools.id, schoolId)).returning();
          if (after && after.timeZone !== before.timeZone) await rebuildMetricRollups(tx, schoolId);
          return after;
        });
        if (!school) throw new ApiError(404, 'You do not belong to a school');
        return { data: toSchoolJson(school) };
      },
    );
  };
}
