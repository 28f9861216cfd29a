import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isValidEmail, isValidPassword, normaliseEmail } from '@portal/domain';
import { DEMO_PASSWORD } from './seed/demo-school.js';
import { StartupError } from './startup/startup-error.js';

/** `<repo>/.data`, found from this file (src/ or dist/ alike), not from the working directory. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data', import.meta.url));

const flag = (fallback: boolean) => z.stringbool().default(fallback);

const environment = z
  .object({
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    COOKIE_SECURE: flag(false),
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
    PORTAL_INSTANCE: z.string().optional(),
  })
  .refine((config) => (config.ROOT_EMAIL === undefined) === (config.ROOT_PASSWORD === undefined), {
    message: 'set ROOT_EMAIL and ROOT_PASSWORD together, or neither',
    path: ['ROOT_PASSWORD'],
  });

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
