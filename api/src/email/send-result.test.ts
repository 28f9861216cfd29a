import { RESULT_SPEC_TEXTS, emailLimitReached, reportTooLarge, EMAIL_NOT_SET_UP } from '@portal/domain/result-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSender, outboxOf, sendResultAs, sendResultRequest, testEmailOptions } from '../testing/email-world.js';
import { SAMPLE_PNG, samplePdf, zipOf } from '../testing/report-files.js';
import { SmtpCatcher } from '../testing/smtp-catcher.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { EMAIL_MESSAGES } from './email-messages.js';

let api: TestApi;
const catcher = new SmtpCatcher();

beforeAll(async () => {
  await catcher.listen();
  api = await startTestApi({ email: testEmailOptions(catcher.url) });
});
afterAll(async () => {
  await api?.close();
  await catcher.stop();
});

const pdf = (content: Uint8Array, name = 'report.pdf') => ({ content, name, type: 'application/pdf' });

describe('POST /email/send-result: what is accepted', () => {
  it("accepts a PDF for the caller's own address: 201 with that address, one report queued", async () => {
    const user = await freshSender(api);
    const response = await sendResultAs(api, user);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ data: { email: user.email } });
    const [queued] = await outboxOf(api, user);
    expect(queued).toMatchObject({ emailTo: user.email, userName: 'Ada Lovelace', fileType: 'pdf' });
  });

  it('takes the address in any case and with spaces around it, and sends to the address the portal knows', async () => {
    const user = await freshSender(api);
    const response = await sendResultAs(api, user, { emailTo: `  ${user.email.toUpperCase()} ` });
    expect(response.statusCode, response.body).toBe(201);
    expect((await outboxOf(api, user))[0]?.emailTo).toBe(user.email);
  });

  it('accepts a zip of PDFs (the group "Email me"), whatever name or type the client gives it', async () => {
    const user = await freshSender(api);
    const zip = await zipOf({ 'Ada-1a2b3c4d.pdf': samplePdf('Ada'), 'Bo-5e6f7a8b.pdf': samplePdf('Bo') });
    const response = await sendResultAs(api, user, { file: { content: zip, name: 'Result-20260524101500.zip' } });
    expect(response.statusCode, response.body).toBe(201);
    expect((await outboxOf(api, user))[0]).toMatchObject({ fileType: 'zip', fileName: 'Result-20260524101500.zip' });
  });

  it("lets every role e-mail their own address, root (no school) too; the report is the sender's school's", async () => {
    for (const roles of [['student'], ['parent'], ['admin', 'teacher'], ['root']]) {
      const user = await freshSender(api, roles);
      expect((await sendResultAs(api, user)).statusCode, roles.join()).toBe(201);
      // Each sender has a school of their own (root none), so another school's id would show.
      expect((await outboxOf(api, user))[0]?.schoolId, roles.join()).toBe(user.schoolId);
    }
  });
});

describe('POST /email/send-result: what is refused, and nothing queued', () => {
  it('refuses a PNG renamed .pdf: 400 "Invalid PDF file"', async () => {
    const user = await freshSender(api);
    const response = await sendResultAs(api, user, { file: pdf(SAMPLE_PNG, 'report.pdf') });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: RESULT_SPEC_TEXTS.invalidPdfFile,
      field: 'file',
    });
    expect(await outboxOf(api, user)).toEqual([]);
  });

  it('refuses a zip holding a file that is not a PDF', async () => {
    const user = await freshSender(api);
    const zip = await zipOf({ 'Ada-1a2b3c4d.pdf': samplePdf(), 'notes.pdf': 'not a pdf at all' });
    const response = await sendResultAs(api, user, { file: { content: zip, name: 'Result.zip' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(RESULT_SPEC_TEXTS.invalidPdfFile);
    expect(await outboxOf(api, user)).toEqual([]);
  });

  it('refuses another address (no open relay), before reading a file sent after it', async () => {
    const user = await freshSender(api);
    const response = await sendResultAs(api, user, { emailTo: 'someone.else@world.school' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: RESULT_SPEC_TEXTS.emailOnlyToYourAddress,
      field: 'emailTo',
    });
    // A file over the limit after it is never read: the address is what is refused, not the size.
    const oversized = pdf(Buffer.concat([samplePdf(), Buffer.alloc(257 * 1024)]));
    const early = await sendResultAs(api, user, { emailTo: 'someone.else@world.school', file: oversized });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(RESULT_SPEC_TEXTS.emailOnlyToYourAddress);
    expect(await outboxOf(api, user)).toEqual([]);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const user = await freshSender(api);
    const response = await api.app.inject(await sendResultRequest(user));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a file over the limit with 413 and the limit in MB, read or not', async () => {
    const user = await freshSender(api);
    const tooLarge = reportTooLarge(0.3);
    // Just over: found while the form is read. Far over: refused from its Content-Length, before reading.
    for (const size of [257 * 1024, 2 * 1024 * 1024]) {
      const content = Buffer.concat([samplePdf(), Buffer.alloc(size)]);
      const response = await sendResultAs(api, user, { file: pdf(content) });
      expect(response.statusCode, String(size)).toBe(413);
      expect(response.json().error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: tooLarge });
    }
    expect(await outboxOf(api, user)).toEqual([]);
  });

  it('names a missing field, an unknown one, and a control character', async () => {
    const user = await freshSender(api);
    const cases = [
      [{ file: undefined }, 'file', `file: ${EMAIL_MESSAGES.fileMissing}`],
      [{ emailTo: undefined }, 'emailTo', 'emailTo: Required'],
      [{ userName: '   ' }, 'userName', 'userName: Required'],
      [{ userName: 'Ada\u0007' }, 'userName', 'userName: Control characters are not allowed'],
      [{ extra: { cc: 'someone.else@world.school' } }, 'cc', `cc: ${EMAIL_MESSAGES.unexpectedField}`],
    ] as const;
    for (const [request, field, message] of cases) {
      const response = await sendResultAs(api, user, request);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toEqual({ code: 'BAD_REQUEST', message, field });
    }
    expect(await outboxOf(api, user)).toEqual([]);
  });

  it('answers 415 to a body that is not a multipart form', async () => {
    const user = await freshSender(api);
    const session = await import('../testing/school-world.js').then((world) => world.sessionFor(api.database.db, user));
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/email/send-result',
      payload: { emailTo: user.email, userName: 'Ada', file: 'JVBERi0=' },
      ...session,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(EMAIL_MESSAGES.unreadableForm);
  });
});

describe('POST /email/send-result: the per-user limit', () => {
  it('answers 429 with Retry-After past 3 accepted sends; refused sends do not count', async () => {
    const user = await freshSender(api);
    expect((await sendResultAs(api, user, { file: pdf(SAMPLE_PNG) })).statusCode).toBe(400);
    for (let sent = 0; sent < 3; sent += 1) expect((await sendResultAs(api, user)).statusCode).toBe(201);
    const refused = await sendResultAs(api, user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: emailLimitReached(3, 60) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await outboxOf(api, user)).toHaveLength(3);
    const other = await freshSender(api);
    expect((await sendResultAs(api, other)).statusCode, 'each user has their own count').toBe(201);
  });
});

describe('POST /email/send-result without a mail server', () => {
  it('answers 503: nothing can be e-mailed', async () => {
    const bare = await startTestApi();
    try {
      const user = await freshSender(bare);
      const response = await sendResultAs(bare, user);
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toEqual({ code: 'UNAVAILABLE', message: EMAIL_NOT_SET_UP });
    } finally {
      await bare.close();
    }
  });
});
