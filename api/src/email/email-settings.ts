import { DEFAULT_EMAIL_MAX_FILE_BYTES } from '@portal/domain';

/** How reports are e-mailed (docs/configuration.md; tests shorten the waits). */
export interface EmailSettings {
  /** Where mail goes out: an SMTP URL (`smtp://user:pass@host:587`, `smtps://…`); MailDev's under `npm start`. */
  smtpUrl: string;
  /** The From of every report mail. */
  from: string;
  /** Where people open the portal (PORTAL_URL, no trailing slash): the links in mails lead there. */
  portalUrl: string;
  /** The largest file one send may carry (413 past it). */
  maxFileBytes: number;
  /** Sends one user may have accepted within the window; past it, 429 with Retry-After. */
  limitPerUser: number;
  windowSeconds: number;
  /** Tries after the first before a mail is given up on (it stays in the outbox, unsent). */
  retryLimit: number;
  /** Seconds before the first retry; with `retryBackoff` each next wait doubles (with jitter). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** How often the worker looks for due mail (a new send wakes it at once); pg-boss's floor is 0.5. */
  pollingIntervalSeconds: number;
  /** A zip's limits, checked while it is read: entries, and bytes once uncompressed (zip-bomb safe). */
  maxZipEntries: number;
  maxZipUncompressedBytes: number;
  /** Give up on a mail server that does not answer within this (must stay well under the job's expiry). */
  smtpTimeoutMs: number;
  /**
   * Run pg-boss's maintenance (archiving finished jobs, expiring stuck ones)
   * and its state monitor in this process: on in the API process, off in tests.
   */
  supervise: boolean;
}

export const DEFAULT_MAIL_FROM = 'Science Portal <no-reply@portal.invalid>';

export const DEFAULT_EMAIL_SETTINGS: Readonly<Omit<EmailSettings, 'smtpUrl'>> = {
  from: DEFAULT_MAIL_FROM,
  portalUrl: 'http://localhost:8080',
  maxFileBytes: DEFAULT_EMAIL_MAX_FILE_BYTES,
  limitPerUser: 10,
  windowSeconds: 60 * 60,
  // 30 s, then about 1, 2, 4 … minutes: ten retries span about a day.
  retryLimit: 10,
  retryDelaySeconds: 30,
  retryBackoff: true,
  pollingIntervalSeconds: 2,
  maxZipEntries: 500,
  maxZipUncompressedBytes: 4 * DEFAULT_EMAIL_MAX_FILE_BYTES,
  smtpTimeoutMs: 60_000,
  supervise: true,
};

/** A job still active after this is taken for lost (a crashed process) and tried again. */
export const SEND_JOB_EXPIRY_SECONDS = 15 * 60;
