import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApi, type ApiOptions } from '../app.js';
import type { Database } from '../db/database.js';
import { createTestDatabase } from '../db/test-database.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The API over a fresh migrated database (PGlite in memory, or a throwaway one on DATABASE_URL). */
export async function startTestApi(options: Omit<ApiOptions, 'database'> = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  const app = buildApi({ database, ...options });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The session token set by a response, or undefined. */
export function sessionTokenOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value || undefined;
}

export function withSession(token: string | undefined): { cookies: Record<string, string> } {
  return { cookies: token ? { [SESSION_COOKIE]: token } : {} };
}

let counter = 0;

/** A unique, valid registration form; override any field. */
export function registrationForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${Date.now()}.${counter}@hill.school`,
    schoolName: 'Hill Primary',
    password: 'Str0ng!pw',
    license: 'school',
    ...overrides,
  };
}

export function post(app: FastifyInstance, url: string, payload: unknown, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...extra });
}

/** Registers a school and returns the form used and the new session token. */
export async function registerSchool(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const form = registrationForm(overrides);
  const response = await post(app, '/api/v1/register', form);
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return { form, token: sessionTokenOf(response), body: response.json() };
}
