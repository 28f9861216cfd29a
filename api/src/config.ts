import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ONE_TIME_PASSWORD_DAYS_DEFAULT,
  hasControlCharacter,
  isValidEmail,
  isValidPassword,
  normaliseEmail,
  parseTrustProxy,
} from '@portal/domain';
import { DEFAULT_API_TRUST_PROXY } from './http/client-address.js';
import { DEFAULT_EMAIL_SETTINGS } from './email/email-settings.js';
import type { EmailOptions } from './email/email-service.js';
import { DEFAULT_SHUTDOWN_TIMEOUT_SECONDS } from './health/lifecycle.js';
import { DEFAULT_BODY_LIMIT_BYTES } from './http/body-limits.js';
import { DEMO_PASSWORD } from './seed/demo-school.js';
import { DEFAULT_THROTTLE, type ThrottleSettings } from './throttle/throttle-settings.js';
import { StartupError } from './startup/startup-error.js';
import { DEFAULT_SSO_NAME, type SsoSettings } from './sso/sso-settings.js';

/** `<repo>/.data`, found from this file (src/ or dist/ alike), not from the working directory. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data', import.meta.url));

const flag = (fallback: boolean) => z.stringbool().default(fallback);

/** A TRUST_PROXY-like setting (a hop count, true, false or a list of addresses and CIDR ranges). */
const trustedProxies = z
  .string()
  .optional()
  .transform((text, context) => {
    try {
      return parseTrustProxy(text, DEFAULT_API_TRUST_PROXY);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

const environment = z
  .object({
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    NODE_ENV: z.string().optional(),
    // Unset: true when NODE_ENV=production (see the transform below).
    COOKIE_SECURE: z.stringbool().optional(),
    SEED_DEMO: flag(true),
    DEMO_PASSWORD: z.string().refine(isValidPassword, 'must meet the password rule').default(DEMO_PASSWORD),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
    ROOT_EMAIL: z
      .string()
      .trim()
      .refine(isValidEmail, 'must be an e-mail address')
      .transform(normaliseEmail)
      .optional(),
    ROOT_PASSWORD: z.string().refine(isValidPassword, 'must meet the password rule').optional(),
    SIGNIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(DEFAULT_THROTTLE.signInWindowSeconds),
    SIGNIN_LIMIT_PER_PAIR: z.coerce.number().int().positive().default(DEFAULT_THROTTLE.signInLimitPerPair),
    SIGNIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(DEFAULT_THROTTLE.signInLimitPerAddress),
    SIGNIN_SLOWDOWN_AFTER: z.coerce.number().int().positive().default(DEFAULT_THROTTLE.signInSlowdownAfter),
    SIGNIN_SLOWDOWN_MS: z.coerce.number().int().min(0).default(DEFAULT_THROTTLE.signInSlowdownMs),
    SIGNIN_SLOWDOWN_QUEUE_TURNS: z.coerce.number().int().min(0).default(DEFAULT_THROTTLE.signInSlowdownQueueTurns),
    REGISTER_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(DEFAULT_THROTTLE.registerLimitPerAddress),
    REGISTER_WINDOW_SECONDS: z.coerce.number().int().positive().default(DEFAULT_THROTTLE.registerWindowSeconds),
    ATTEMPT_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(DEFAULT_THROTTLE.attemptLimitPerMinute),
    API_TRUST_PROXY: trustedProxies,
    // Written by `npm start` when it runs the development sign-in provider; read at start.
    DEV_IDP_SECRET_FILE: z.string().optional(),
    ONE_TIME_PASSWORD_DAYS: z.coerce.number().int().positive().default(ONE_TIME_PASSWORD_DAYS_DEFAULT),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_BODY_LIMIT_BYTES),
    PORTAL_INSTANCE: z.string().optional(),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(DEFAULT_SHUTDOWN_TIMEOUT_SECONDS),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z
      .string()
      .refine((from) => !hasControlCharacter(from), 'must be one line')
      .default(DEFAULT_EMAIL_SETTINGS.from),
    EMAIL_MAX_FILE_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_EMAIL_SETTINGS.maxFileBytes),
    EMAIL_LIMIT_PER_USER: z.coerce.number().int().positive().default(DEFAULT_EMAIL_SETTINGS.limitPerUser),
    EMAIL_WINDOW_SECONDS: z.coerce.number().int().positive().default(DEFAULT_EMAIL_SETTINGS.windowSeconds),
    EMAIL_RETRY_LIMIT: z.coerce.number().int().min(0).default(DEFAULT_EMAIL_SETTINGS.retryLimit),
    EMAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().positive().default(DEFAULT_EMAIL_SETTINGS.retryDelaySeconds),
    PORTAL_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .default(DEFAULT_EMAIL_SETTINGS.portalUrl),
    OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    OIDC_DISCOVERY_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    OIDC_CLIENT_ID: z
      .string()
      .refine((id) => !hasControlCharacter(id), 'must be one line')
      .optional(),
    OIDC_PROVIDER_NAME: z
      .string()
      .refine((name) => !hasControlCharacter(name), 'must be one line')
      .default(DEFAULT_SSO_NAME),
  })
  .refine((config) => (config.OIDC_ISSUER === undefined) === (config.OIDC_CLIENT_ID === undefined), {
    message: 'set OIDC_ISSUER and OIDC_CLIENT_ID together, or neither',
    path: ['OIDC_CLIENT_ID'],
  })
  .refine((config) => (config.ROOT_EMAIL === undefined) === (config.ROOT_PASSWORD === undefined), {
    message: 'set ROOT_EMAIL and ROOT_PASSWORD together, or neither',
    path: ['ROOT_PASSWORD'],
  })
  .transform(({ COOKIE_SECURE, ...config }) => ({
    ...config,
    COOKIE_SECURE: COOKIE_SECURE ?? config.NODE_ENV === 'production',
  }));

export type ApiConfig = z.infer<typeof environment>;

/**
 * Reads the API's settings from the environment; empty variables count as
 * unset. Bad settings are a StartupError naming each, on one line.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = environment.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid API settings: ${problems.join('; ')}.`);
  }
  return result.data;
}

/** The throttle limits the settings name. */
export function throttleSettings(config: ApiConfig): ThrottleSettings {
  return {
    signInWindowSeconds: config.SIGNIN_WINDOW_SECONDS,
    signInLimitPerPair: config.SIGNIN_LIMIT_PER_PAIR,
    signInLimitPerAddress: config.SIGNIN_LIMIT_PER_ADDRESS,
    signInSlowdownAfter: config.SIGNIN_SLOWDOWN_AFTER,
    signInSlowdownMs: config.SIGNIN_SLOWDOWN_MS,
    signInSlowdownQueueTurns: config.SIGNIN_SLOWDOWN_QUEUE_TURNS,
    registerLimitPerAddress: config.REGISTER_LIMIT_PER_ADDRESS,
    registerWindowSeconds: config.REGISTER_WINDOW_SECONDS,
    attemptLimitPerMinute: config.ATTEMPT_LIMIT_PER_MINUTE,
  };
}

/** How reports are e-mailed; undefined without SMTP_URL (the send then answers 503). */
/** Single sign-on's provider, when OIDC_ISSUER and OIDC_CLIENT_ID are set. */
export function ssoSettings(config: ApiConfig): SsoSettings | undefined {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) return undefined;
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    name: config.OIDC_PROVIDER_NAME,
    ...(config.OIDC_DISCOVERY_URL ? { discoveryUrl: config.OIDC_DISCOVERY_URL } : {}),
  };
}

export function emailOptions(config: ApiConfig): EmailOptions | undefined {
  if (!config.SMTP_URL) return undefined;
  return {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    maxFileBytes: config.EMAIL_MAX_FILE_BYTES,
    maxZipUncompressedBytes: 4 * config.EMAIL_MAX_FILE_BYTES,
    limitPerUser: config.EMAIL_LIMIT_PER_USER,
    windowSeconds: config.EMAIL_WINDOW_SECONDS,
    retryLimit: config.EMAIL_RETRY_LIMIT,
    retryDelaySeconds: config.EMAIL_RETRY_DELAY_SECONDS,
    portalUrl: config.PORTAL_URL,
  };
}
