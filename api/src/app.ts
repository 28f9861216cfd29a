import fastifyCookie from '@fastify/cookie';
import { ONE_TIME_PASSWORD_DAYS_DEFAULT } from '@portal/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyOption, type TrustedProxies } from '@portal/domain';
import type { AppContext } from './app-context.js';
import { apiTokenRoutes } from './api-tokens/api-token-routes.js';
import { auditRoutes } from './audit/audit-routes.js';
import { authRoutes } from './auth/auth-routes.js';
import { ssoRoutes } from './sso/sso-routes.js';
import type { SsoSettings } from './sso/sso-settings.js';
import { prepareDummyHash } from './auth/password-hashing.js';
import { decorateSessionUser } from './auth/require-user.js';
import type { Database } from './db/database.js';
import { registerOpenApi } from './docs/openapi.js';
import { declareCommonAnswers } from './docs/route-contract.js';
import { emailRoutes } from './email/email-routes.js';
import { emailConfirmationRoutes } from './users/email-confirmation-routes.js';
import { startEmail, type EmailOptions } from './email/email-service.js';
import { healthRoutes } from './health/health-routes.js';
import { Lifecycle } from './health/lifecycle.js';
import { DEFAULT_BODY_LIMIT_BYTES } from './http/body-limits.js';
import { refuseControlCharacters } from './http/control-characters.js';
import { DEFAULT_API_TRUST_PROXY, decorateClientAddress } from './http/client-address.js';
import { answerFrameworkError, installErrorHandling } from './http/error-handler.js';
import { echoInstance } from './http/instance-header.js';
import { acceptJsonBodiesOnly } from './http/json-body.js';
import { withRedaction } from './http/logging.js';
import { accountRoutes } from './accounts/account-routes.js';
import { nameMatchRoutes } from './accounts/name-match-routes.js';
import { activityImageRoutes } from './activities/activity-image-routes.js';
import { activityRoutes } from './activities/activity-routes.js';
import { assignmentActivityRoutes } from './assignments/assignment-activity-routes.js';
import { assignmentReadRoutes } from './assignments/assignment-read-routes.js';
import { currentAssignmentRoutes } from './assignments/current-assignment-routes.js';
import { assignmentWriteRoutes } from './assignments/assignment-write-routes.js';
import { groupMemberRoutes } from './groups/group-member-routes.js';
import { groupReadRoutes } from './groups/group-read-routes.js';
import { groupWriteRoutes } from './groups/group-write-routes.js';
import { ATTEMPT_FEED, AttemptFeed } from './progress/attempt-events.js';
import { attemptStreamRoutes } from './progress/attempt-stream-routes.js';
import { progressRoutes } from './progress/progress-routes.js';
import { homeCountRoutes } from './progress/home-count-routes.js';
import { resultRoutes } from './progress/result-routes.js';
import { resultReadRoutes } from './results/result-read-routes.js';
import { metricsRoutes } from './metrics/metrics-routes.js';
import { studentProgressRoutes } from './progress/student-progress-routes.js';
import { commentRoutes } from './results/comment-routes.js';
import { gradeRoutes } from './results/grade-routes.js';
import { familyCodeRoutes } from './parents/family-code-routes.js';
import { parentLinkRoutes } from './parents/parent-link-routes.js';
import { parentRoutes } from './parents/parent-routes.js';
import { registeredUsersRoutes } from './root/registered-users-routes.js';
import { schoolRoutes } from './schools/school-routes.js';
import { signInCardRoutes } from './sign-in-cards/sign-in-card-routes.js';
import { DEFAULT_THROTTLE, type ThrottleSettings } from './throttle/throttle-settings.js';
import { adminRoutes } from './users/admin-routes.js';
import { userRoutes } from './users/user-routes.js';
import { personPermissionRoutes } from './users/person-permission-routes.js';

export const API_PREFIX = '/api/v1';

export interface ApiOptions {
  database: Database;
  /** Absolute session lifetime; default 12. */
  sessionTtlHours?: number;
  /** Marks the session cookie Secure on every request; default false (it is Secure anyway over HTTPS). */
  cookieSecure?: boolean;
  /** Fastify's logger option, given our serializers and redaction; default off. */
  logger?: FastifyServerOptions['logger'];
  /** Throttle limits; each one unset keeps its default (DEFAULT_THROTTLE). */
  throttle?: Partial<ThrottleSettings>;
  /** The largest request body read; default 1 MiB (the bulk account import may send more). */
  bodyLimitBytes?: number;
  /** PORTAL_INSTANCE: echoed in the `x-portal-instance` header of every answer when set. */
  instance?: string;
  /** How often an open live stream (GET /events/attempts) re-checks its session; default 20 s (tests shorten it). */
  streamCheckMs?: number;
  /** Shared with `main.ts`, which marks it draining on SIGTERM; default a new one. */
  lifecycle?: Lifecycle;
  /** The clock of the metrics (which month is the current one); default the real time (tests fix it). */
  now?: () => Date;
  /** E-mailing reports: the SMTP server and, unset, the defaults (DEFAULT_EMAIL_SETTINGS); without it the send answers 503. */
  email?: EmailOptions;
  /** Single sign-on's identity provider; without it, only the form signs in. */
  sso?: SsoSettings;
  /**
   * API_TRUST_PROXY: the callers whose X-Forwarded-For names the client (the gateways, which put the
   * browser's address there); default one hop, the API's direct caller.
   */
  trustProxy?: TrustedProxies;
  /** This run's secret of the development sign-in provider (DEV_IDP_SECRET_FILE); unset, its headers are ignored. */
  devIdentityProviderSecret?: string;
  /** ONE_TIME_PASSWORD_DAYS: how long a password someone else set signs in before its first use; default 30. */
  oneTimePasswordDays?: number;
}

/**
 * The API as a Fastify instance, not yet listening: tests call `inject`,
 * `main.ts` and the gateway's tests call `listen`. Plugins load on `ready()`
 * (which `inject` and `listen` call), so routes may still be added to it.
 */
export function buildApi(options: ApiOptions): FastifyInstance {
  const bodyLimitBytes = options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    // The gateway proxies browsers' calls and says whose they are (X-Forwarded-For, -Proto): the throttle
    // counts the first address from the right that is no trusted proxy, and request.protocol is the browser's.
    trustProxy: trustProxyOption(options.trustProxy ?? DEFAULT_API_TRUST_PROXY),
    bodyLimit: bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  echoInstance(app, options.instance);
  acceptJsonBodiesOnly(app);
  refuseControlCharacters(app);
  app.register(fastifyCookie);
  decorateSessionUser(app);
  decorateClientAddress(app, options.devIdentityProviderSecret);
  app.addHook('onReady', async () => {
    await prepareDummyHash();
  });
  declareCommonAnswers(app);
  registerOpenApi(app);

  const attempts = new AttemptFeed(options.database);
  // Read with app.getDecorator<AttemptFeed>(ATTEMPT_FEED): what live streams this process holds.
  app.decorate(ATTEMPT_FEED, attempts);
  app.addHook('onReady', () => attempts.start());
  app.addHook('onClose', () => attempts.close());
  const context: AppContext = {
    db: options.database.db,
    databaseKind: options.database.kind,
    lifecycle: options.lifecycle ?? new Lifecycle(),
    attempts,
    streamCheckMs: options.streamCheckMs,
    now: options.now,
    cookies: { secure: options.cookieSecure ?? false, ttlHours: options.sessionTtlHours ?? 12 },
    throttle: { ...DEFAULT_THROTTLE, ...options.throttle },
    bodyLimitBytes,
    email: options.email ? startEmail(app, options.database, options.email) : undefined,
    sso: options.sso,
    oneTimePasswordDays: options.oneTimePasswordDays ?? ONE_TIME_PASSWORD_DAYS_DEFAULT,
  };
  app.register(
    async (api) => {
      await api.register(healthRoutes(context));
      await api.register(schoolRoutes(context));
      await api.register(authRoutes(context));
      await api.register(ssoRoutes(context));
      await api.register(userRoutes(context));
      await api.register(personPermissionRoutes(context));
      await api.register(emailConfirmationRoutes(context));
      await api.register(adminRoutes(context));
      await api.register(parentRoutes(context));
      await api.register(parentLinkRoutes(context));
      await api.register(familyCodeRoutes(context));
      await api.register(accountRoutes(context));
      await api.register(nameMatchRoutes(context));
      await api.register(groupReadRoutes(context));
      await api.register(groupWriteRoutes(context));
      await api.register(groupMemberRoutes(context));
      await api.register(assignmentReadRoutes(context));
      await api.register(currentAssignmentRoutes(context));
      await api.register(assignmentWriteRoutes(context));
      await api.register(assignmentActivityRoutes(context));
      await api.register(registeredUsersRoutes(context));
      await api.register(activityRoutes(context));
      await api.register(activityImageRoutes(context));
      await api.register(progressRoutes(context));
      await api.register(homeCountRoutes(context));
      await api.register(resultRoutes(context));
      await api.register(resultReadRoutes(context));
      await api.register(attemptStreamRoutes(context));
      await api.register(studentProgressRoutes(context));
      await api.register(gradeRoutes(context));
      await api.register(commentRoutes(context));
      await api.register(metricsRoutes(context));
      await api.register(emailRoutes(context));
      await api.register(apiTokenRoutes(context));
      await api.register(auditRoutes(context));
      await api.register(signInCardRoutes(context));
    },
    { prefix: API_PREFIX },
  );
  return app;
}
