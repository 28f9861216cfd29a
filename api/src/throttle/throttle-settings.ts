/** The limits of the sign-in and registration throttles (docs/configuration.md). */
export interface ThrottleSettings {
  /** How long a sign-in count lasts from its first attempt. */
  signInWindowSeconds: number;
  /** Attempts for one e-mail from one address within the window; past it, 429 without a password check. */
  signInLimitPerPair: number;
  /** Attempts from one address within the window, whatever the e-mails; past it, 429. */
  signInLimitPerAddress: number;
  /** Attempts for one e-mail from anywhere within the window after which each answer is delayed (never refused). */
  signInSlowdownAfter: number;
  /** That delay, in milliseconds. */
  signInSlowdownMs: number;
  /** How many turns of that delay an attempt may wait behind others for the e-mail before it is refused (429). */
  signInSlowdownQueueTurns: number;
  /** Anonymous writes (registrations) from one address within their window; past it, 429. */
  registerLimitPerAddress: number;
  registerWindowSeconds: number;
  /** Attempts one student may record within a minute; past it, 429 and nothing stored. */
  attemptLimitPerMinute: number;
}

export const DEFAULT_THROTTLE: Readonly<ThrottleSettings> = {
  signInWindowSeconds: 15 * 60,
  signInLimitPerPair: 5,
  signInLimitPerAddress: 20,
  signInSlowdownAfter: 10,
  signInSlowdownMs: 1000,
  signInSlowdownQueueTurns: 5,
  registerLimitPerAddress: 10,
  registerWindowSeconds: 60 * 60,
  attemptLimitPerMinute: 20,
};
