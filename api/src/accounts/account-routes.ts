import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_TOKEN_MESSAGES, MESSAGES, NAME_MAX_LENGTH, SCHOOL_ROLES, parseRoles } from '@portal/domain';
import { toUserJson, userJson } from '../users/user-json.js';
import { yearLevelField } from '../users/year-level-field.js';
import type { AppContext } from '../app-context.js';
import { requireCapability, schoolOf } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { ApiError } from '../http/api-error.js';
import { bulkBodyLimit } from '../http/body-limits.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { createAccounts } from './create-accounts.js';

/** Rows per request; the web client sends bigger imports in batches and shows progress between them. */
export const MAX_ACCOUNTS_PER_REQUEST = 500;

const accountRow = z.object({
  firstName: z.string({ error: MESSAGES.firstNameRequired }).max(NAME_MAX_LENGTH),
  lastName: z.string({ error: MESSAGES.lastNameRequired }).max(NAME_MAX_LENGTH),
  email: z.string({ error: MESSAGES.emailRequired }).max(254),
  role: z
    .union([z.array(z.string().max(20)).max(4), z.string().max(100).transform(parseRoles)], {
      error: MESSAGES.rolesInvalid,
    })
    .describe(`Roles among ${SCHOOL_ROLES.join(', ')}; admin only with teacher. A space-separated string is read too`),
  yearLevel: yearLevelField("The student's school year (kept for students only)").optional(),
});

const roleList = z.array(z.enum(SCHOOL_ROLES));
const presentAccount = z
  .object({ firstName: z.string(), lastName: z.string(), email: z.string(), role: roleList })
  .meta({ id: 'PresentAccount' });
const newAccount = userJson
  .extend({
    password: z
      .string()
      .nullable()
      .describe(
        'Generated; shown this once, never stored in clear. Null when made with an API token: the account has no password, and cannot sign in, until an admin or teacher signed in to the portal sets one',
      ),
  })
  .meta({ id: 'NewAccount' });

export function accountRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.post(
      '/school/register-users',
      {
        preHandler: requireUser(db),
        bodyLimit: bulkBodyLimit(MAX_ACCOUNTS_PER_REQUEST, context.bodyLimitBytes),
        schema: {
          tags: ['accounts'],
          summary: `Create accounts in bulk (admin), at most ${MAX_ACCOUNTS_PER_REQUEST} a request, all or none`,
          body: z.array(accountRow).min(1).max(MAX_ACCOUNTS_PER_REQUEST),
          response: {
            201: dataBody(z.object({ new_users: z.array(newAccount), already_present: z.array(presentAccount) })),
            400: errorBody,
            401: errorBody,
            403: errorBody,
            409: errorBody,
          },
        },
      },
      async (request, reply) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'createAccounts');
        // People make admins: a token makes none, even without a password.
        if (request.viaApiToken && request.body.some((row) => row.role.includes('admin'))) {
          throw new ApiError(403, API_TOKEN_MESSAGES.noAdminsWithToken, { field: 'role' });
        }
        // Through a token, no passwords: what it makes must not sign anyone in once it is revoked.
        const outcome = await createAccounts(db, schoolOf(viewer), request.body, {
          withPasswords: !request.viaApiToken,
        });
        const created = outcome.created.map(({ user, password }) => ({ ...toUserJson(user), password }));
        return reply.code(201).send({ data: { new_users: created, already_present: outcome.alreadyPresent } });
      },
    );
  };
}
