import PgBoss from 'pg-boss';
import type { ParsedMail } from 'mailparser';
import { emailedResultSubject } from '@portal/domain/result-texts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { freshSender, outboxOf, sendResultAs, testEmailOptions, waitForOutbox } from '../testing/email-world.js';
import { samplePdf, zipOf } from '../testing/report-files.js';
import { SmtpCatcher } from '../testing/smtp-catcher.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { SEND_RESULT_QUEUE } from './email-queue.js';
import { DEFAULT_MAIL_FROM } from './email-settings.js';
import { queueConnection } from './queue-connection.js';

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

const mailTo = (user: UserRow): ParsedMail[] =>
  catcher.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === user.email);

/** Waits until `count` mails have reached the user's address. */
async function waitForMailTo(user: UserRow, count: number, timeoutMs = 10_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  while (mailTo(user).length < count) {
    if (Date.now() > deadline) throw new Error(`${mailTo(user).length} of ${count} mails reached ${user.email}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return mailTo(user);
}

describe('e-mailing a report through the mail server', () => {
  it("delivers a PDF to the caller's address, attached byte for byte under its name", async () => {
    const user = await freshSender(api);
    const file = samplePdf('Ada Lovelace');
    const response = await sendResultAs(api, user, {
      userName: 'Ada Lovelace',
      file: { content: file, name: 'Ada Lovelace-1a2b3c4d.pdf', type: 'application/octet-stream' },
    });
    expect(response.statusCode, response.body).toBe(201);

    const [mail] = await waitForMailTo(user, 1);
    expect(mail?.subject).toBe(emailedResultSubject('Ada Lovelace'));
    expect(DEFAULT_MAIL_FROM).toBe('Science Portal <no-reply@portal.invalid>');
    expect(mail?.from?.value).toEqual([{ name: 'Science Portal', address: 'no-reply@portal.invalid' }]);
    expect(mail?.text).toContain('Ada Lovelace-1a2b3c4d.pdf');
    expect(mail?.attachments).toHaveLength(1);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({ filename: 'Ada Lovelace-1a2b3c4d.pdf', contentType: 'application/pdf' });
    expect(Buffer.compare(attachment?.content ?? Buffer.alloc(0), file)).toBe(0);

    const [sent] = await waitForOutbox(api, user, ([row]) => row?.sentAt != null);
    expect(sent).toMatchObject({ file: null, attempts: 1, lastError: null });
  });

  it('delivers a zip of PDFs as a zip', async () => {
    const user = await freshSender(api);
    const zip = await zipOf({ 'Ada-1a2b3c4d.pdf': samplePdf('Ada'), 'Bo-5e6f7a8b.pdf': samplePdf('Bo') });
    expect(
      (await sendResultAs(api, user, { file: { content: zip, name: 'Result-20260524101500.zip' } })).statusCode,
    ).toBe(201);
    const [mail] = await waitForMailTo(user, 1);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({ filename: 'Result-20260524101500.zip', contentType: 'application/zip' });
    expect(Buffer.compare(attachment?.content ?? Buffer.alloc(0), zip)).toBe(0);
  });

  it('keeps a report while the mail server is down, and delivers it once, whole, when it is back', async () => {
    const user = await freshSender(api);
    const file = samplePdf('Kept while down');
    await catcher.stop();
    try {
      const response = await sendResultAs(api, user, { file: { content: file, name: 'kept.pdf' } });
      expect(response.statusCode, 'accepted: it is queued, not sent').toBe(201);
      // Tried twice and failed, and still waiting with its bytes.
      const [waiting] = await waitForOutbox(api, user, ([row]) => (row?.attempts ?? 0) >= 2);
      expect(waiting).toMatchObject({ sentAt: null, lastError: expect.stringMatching(/^Error E[A-Z]+/) });
      expect(Buffer.compare(waiting?.file ?? Buffer.alloc(0), file)).toBe(0);
    } finally {
      await catcher.listen();
    }
    const [mail] = await waitForMailTo(user, 1);
    expect(Buffer.compare(mail?.attachments[0]?.content ?? Buffer.alloc(0), file)).toBe(0);
    // Marked sent, so its job has ended and no retry will come: still one mail.
    const [sent] = await waitForOutbox(api, user, ([row]) => row?.sentAt != null);
    expect(mailTo(user)).toHaveLength(1);
    expect(sent).toMatchObject({ file: null, lastError: null });
    expect(sent?.sentAt).not.toBeNull();
  });

  it('sends nothing twice: a job run again after its report was sent sends nothing', async () => {
    const user = await freshSender(api);
    expect((await sendResultAs(api, user)).statusCode).toBe(201);
    await waitForMailTo(user, 1);
    const [sent] = await waitForOutbox(api, user, ([row]) => row?.sentAt != null);

    // The same report's job once more, as pg-boss would run it again after a send whose completion it missed.
    const boss = new PgBoss({ db: queueConnection(api.database), supervise: false, schedule: false, migrate: false });
    await boss.start();
    try {
      const jobId = await boss.send(SEND_RESULT_QUEUE, { outboxId: sent?.id });
      await vi.waitFor(
        async () => expect((await boss.getJobById(SEND_RESULT_QUEUE, jobId ?? ''))?.state).toBe('completed'),
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await boss.stop({ graceful: false });
    }
    expect(mailTo(user)).toHaveLength(1);
    expect((await outboxOf(api, user))[0]?.attempts).toBe(1);
  });
});
