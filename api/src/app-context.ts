import type { SsoSettings } from './sso/sso-settings.js';
import type { CookieSettings } from './auth/session-cookie.js';
import type { Database, Db } from './db/database.js';
import type { Lifecycle } from './health/lifecycle.js';
import type { EmailQueue } from './email/email-queue.js';
import type { EmailSettings } from './email/email-settings.js';
import type { AttemptFeed } from './progress/attempt-events.js';
import type { ThrottleSettings } from './throttle/throttle-settings.js';

/** What the route plugins need, handed to each when it is registered. */
export interface AppContext {
  db: Db;
  /** Which database: PostgreSQL (DATABASE_URL) or PGlite. */
  databaseKind: Database['kind'];
  /** Whether the process is shutting down (the readiness check says so). */
  lifecycle: Lifecycle;
  cookies: CookieSettings;
  throttle: ThrottleSettings;
  /** The largest request body read (routes may allow more). */
  bodyLimitBytes: number;
  /** Every attempt recorded, as any API process announces it (the live streams listen). */
  attempts: AttemptFeed;
  /** How often an open live stream re-checks its session and keeps its connection awake (default 20 s). */
  streamCheckMs?: number | undefined;
  /** The clock the school's days and months are read by (metrics, results, the assignment start rule); tests fix it. Default: the real time. */
  now?: (() => Date) | undefined;
  /** E-mailing reports ("Email me"): absent when no mail server is set up (SMTP_URL), and the send answers 503. */
  email?: { settings: EmailSettings; queue: EmailQueue } | undefined;
  /** Single sign-on's identity provider (OIDC_ISSUER, OIDC_CLIENT_ID): absent when none is configured. */
  sso?: SsoSettings | undefined;
  /** Days a password someone else set (an import's, a reset's) signs in before its first use (ONE_TIME_PASSWORD_DAYS). */
  oneTimePasswordDays: number;
}
