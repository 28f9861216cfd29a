import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { emailOutbox, type EmailOutboxRow } from '../db/email-outbox-schema.js';
import type { UserRow } from '../db/schema.js';
import type { EmailOptions } from '../email/email-service.js';
import { multipartForm, samplePdf, type FormFile } from './report-files.js';
import { addPerson, addSchool, sessionFor } from './school-world.js';
import type { TestApi } from './test-api.js';

/** E-mail settings for tests: small limits, and retries a second apart instead of minutes. */
export function testEmailOptions(smtpUrl: string, overrides: Partial<EmailOptions> = {}): EmailOptions {
  return {
    smtpUrl,
    maxFileBytes: 256 * 1024,
    limitPerUser: 3,
    retryLimit: 20,
    retryDelaySeconds: 1,
    retryBackoff: false,
    pollingIntervalSeconds: 0.5,
    smtpTimeoutMs: 5_000,
    supervise: false,
    ...overrides,
  };
}

export interface SendRequest {
  emailTo?: string;
  userName?: string;
  file?: FormFile | undefined;
  /** Fields the form does not have. */
  extra?: Record<string, string>;
}

/** The "Email me" form as the web sends it; unset parts default to a PDF for `user`'s own address. */
export async function sendResultRequest(
  user: Pick<UserRow, 'email'>,
  request: SendRequest = {},
): Promise<InjectOptions> {
  const fields: Record<string, string> = { ...request.extra };
  const emailTo = 'emailTo' in request ? request.emailTo : user.email;
  const userName = 'userName' in request ? request.userName : 'Ada Lovelace';
  if (emailTo !== undefined) fields.emailTo = emailTo;
  if (userName !== undefined) fields.userName = userName;
  const file = 'file' in request ? request.file : { content: samplePdf(), name: 'Ada Lovelace-1a2b3c4d.pdf' };
  const form = await multipartForm(fields, file ? { file } : {});
  return { method: 'POST', url: '/api/v1/email/send-result', ...form };
}

/** Sends as `user` (signed in) and answers the API's response. */
export async function sendResultAs(
  api: TestApi,
  user: UserRow,
  request: SendRequest = {},
): Promise<LightMyRequestResponse> {
  const session = await sessionFor(api.database.db, user);
  return api.app.inject({ ...(await sendResultRequest(user, request)), ...session });
}

/** A fresh teacher of a fresh school, so each test has its own send count. */
export async function freshSender(api: TestApi, roles: string[] = ['teacher']): Promise<UserRow> {
  const schoolId = roles.includes('root') ? null : await addSchool(api.database.db);
  return addPerson(api.database.db, { schoolId, roles });
}

/** The user's reports in the outbox, oldest first. */
export async function outboxOf(api: TestApi, user: { id: string }): Promise<EmailOutboxRow[]> {
  return api.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.userId, user.id))
    .orderBy(emailOutbox.createdAt);
}

/** Waits until `check` holds of the user's outbox (the worker runs on its own); fails after `timeoutMs`. */
export async function waitForOutbox(
  api: TestApi,
  user: { id: string },
  check: (rows: EmailOutboxRow[]) => boolean,
  timeoutMs = 10_000,
): Promise<EmailOutboxRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outboxOf(api, user);
    if (check(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`the outbox never got there: ${JSON.stringify(rows.map(summary))}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

const summary = ({ sentAt, attempts, lastError }: EmailOutboxRow) => ({ sentAt, attempts, lastError });
