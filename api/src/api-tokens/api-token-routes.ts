import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_TOKEN_LIFETIMES_DAYS, API_TOKEN_MESSAGES, API_TOKEN_NAME_MAX, API_TOKEN_ROLES } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { requireCapability, schoolOf } from '../access/permissions.js';
import { requirePerson, signedInUser } from '../auth/require-user.js';
import type { ApiTokenRow, UserRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody, listBody } from '../http/envelope.js';
import { listPageQuery } from '../http/paging.js';
import { requiredName } from '../schools/registration-schema.js';
import { toUserJson, userJson } from '../users/user-json.js';
import { createWithinLimit, listApiTokens, revokeApiToken } from './api-token-store.js';

const apiTokenJson = z
  .object({
    id: z.uuid(),
    name: z.string(),
    role: z.enum(API_TOKEN_ROLES).describe('The role the token acts as: its maker, with this role only'),
    createdAt: z.string().describe('ISO 8601, UTC'),
    expiresAt: z.string().describe('ISO 8601, UTC; the token is refused from then on'),
    lastUsedAt: z.string().nullable().describe('ISO 8601, UTC, to the minute; null when never used'),
    createdBy: userJson.describe('The admin who made it: the token acts as them'),
  })
  .meta({ id: 'ApiToken' });

const newTokenBody = z.object({
  name: requiredName(API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_NAME_MAX, `At most ${API_TOKEN_NAME_MAX} characters`)
    .describe(`Trimmed, required, at most ${API_TOKEN_NAME_MAX} characters`),
  role: z.enum(API_TOKEN_ROLES, { error: `role: one of ${API_TOKEN_ROLES.join(', ')}` }),
  lifetimeDays: z
    .literal(API_TOKEN_LIFETIMES_DAYS, { error: `lifetimeDays: one of ${API_TOKEN_LIFETIMES_DAYS.join(', ')}` })
    .describe(`Days until it expires: one of ${API_TOKEN_LIFETIMES_DAYS.join(', ')}`),
});

const failures = { 400: errorBody, 401: errorBody, 403: errorBody } as const;

function tokenJson(row: ApiTokenRow, creator: UserRow) {
  return {
    id: row.id,
    name: row.name,
    role: row.role as (typeof API_TOKEN_ROLES)[number],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdBy: toUserJson(creator),
  };
}

/** A school's API tokens (issue 16): its admins make, list and revoke them; a token is shown once. */
export function apiTokenRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get(
      '/api-tokens',
      {
        preHandler: requirePerson(db),
        schema: {
          tags: ['api-tokens'],
          summary: "The school's API tokens, oldest first, expired ones included (admin)",
          querystring: z.object(listPageQuery(20)),
          response: { 200: listBody(apiTokenJson), ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'manageApiTokens');
        const { rows, total } = await listApiTokens(db, schoolOf(viewer), request.query);
        return { data: rows.map(({ token, creator }) => tokenJson(token, creator)), total };
      },
    );

    app.post(
      '/api-tokens',
      {
        preHandler: requirePerson(db),
        schema: {
          tags: ['api-tokens'],
          summary: 'Make an API token that acts as you with one role; the token is in this answer only (admin)',
          body: newTokenBody,
          response: {
            201: dataBody(
              z.object({
                apiToken: apiTokenJson,
                token: z.string().describe('Send it as `Authorization: Bearer <token>`; it is never shown again'),
              }),
            ),
            ...failures,
            409: errorBody,
          },
        },
      },
      async (request, reply) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'manageApiTokens');
        const schoolId = schoolOf(viewer);
        const { name, role, lifetimeDays } = request.body;
        // A token can do no more than its maker: an admin who is not also a teacher makes no teacher token.
        if (!viewer.roles.includes(role)) throw new ApiError(403, API_TOKEN_MESSAGES.roleNotHeld, { field: 'role' });
        const { row, token } = await createWithinLimit(db, {
          schoolId,
          createdBy: viewer.id,
          name,
          role,
          lifetimeDays,
        });
        return reply.code(201).send({ data: { apiToken: tokenJson(row, viewer), token } });
      },
    );

    app.delete(
      '/api-tokens/:id',
      {
        preHandler: requirePerson(db),
        schema: {
          tags: ['api-tokens'],
          summary: "Revoke one of the school's API tokens: it is refused from the next call on (admin)",
          params: z.object({ id: z.uuid({ error: API_TOKEN_MESSAGES.notFound }) }),
          response: { 200: dataBody(z.object({ id: z.uuid() })), ...failures, 404: errorBody },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'manageApiTokens');
        if (!(await revokeApiToken(db, schoolOf(viewer), request.params.id))) {
          throw new ApiError(404, API_TOKEN_MESSAGES.notFound);
        }
        return { data: { id: request.params.id } };
      },
    );
  };
}
