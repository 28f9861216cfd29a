import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailDev } from 'maildev';
import { REQUEST_FAILURES } from '@portal/domain';
import { reportTooLarge } from '@portal/domain/result-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack.js';

/*
 * "Email me" through the real origin, API and queue, into a real MailDev
 * (the development mail catcher `npm start` runs), read back through the
 * origin's /mail/ as a newcomer would.
 */

const MAX_FILE_BYTES = 3 * 1024 * 1024;
const mailFolder = mkdtempSync(join(tmpdir(), 'portal-maildev-'));
const maildev = new MailDev({
  smtp: 0,
  web: 0,
  ip: '127.0.0.1',
  webIp: '127.0.0.1',
  basePathname: '/mail',
  mailDirectory: mailFolder,
  silent: true,
});
let stack: Stack;
let session: string;
let email: string;

beforeAll(async () => {
  const servers = await maildev.start();
  stack = await startStack({
    email: {
      smtpUrl: `smtp://127.0.0.1:${servers.smtp.getPort()}`,
      maxFileBytes: MAX_FILE_BYTES,
      pollingIntervalSeconds: 0.5,
      supervise: false,
    },
    origin: { emailMaxFileBytes: MAX_FILE_BYTES, mailCatcherUrl: `http://127.0.0.1:${servers.api?.getPort()}` },
  });
  email = `ada.${Date.now()}@hill.school`;
  const registered = await stack.origin.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      schoolName: 'Hill Primary',
      password: 'Str0ng!pw',
      license: 'school',
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  session = registered.headers['set-cookie']?.toString().split(';')[0] ?? '';
});
afterAll(async () => {
  await stack?.close();
  await maildev.stop();
  rmSync(mailFolder, { recursive: true, force: true });
});

/** A PDF of about `bytes` bytes (a real header, padded), as the web's FormData sends it. */
async function sendForm(bytes: number, fileName = 'Ada Lovelace-1a2b3c4d.pdf') {
  const form = new FormData();
  const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes)]);
  form.append('file', new Blob([content], { type: 'application/pdf' }), fileName);
  form.append('emailTo', email);
  form.append('userName', 'Ada Lovelace');
  const request = new Request('http://form.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '', cookie: session },
  };
}

interface CaughtMail {
  subject: string;
  to: { address: string }[];
  attachments?: { filename: string; contentType: string; size: number }[];
}

describe('"Email me" through the origin', () => {
  it('lets the e-mail send through past the 1 MiB body limit, up to its own limit', async () => {
    const form = await sendForm(2 * 1024 * 1024);
    const response = await stack.origin.inject({ method: 'POST', url: '/api/v1/email/send-result', ...form });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ data: { email } });

    const elsewhere = await stack.origin.inject({ method: 'POST', url: '/api/v1/result/comments', ...form });
    expect(elsewhere.statusCode, 'every other route keeps BODY_LIMIT_BYTES').toBe(413);
    expect(elsewhere.json().error.message).toBe(REQUEST_FAILURES.tooLarge);
  });

  it('refuses a body past the e-mail limit itself, in the words the API uses', async () => {
    const response = await stack.origin.inject({
      method: 'POST',
      url: '/api/v1/email/send-result',
      ...(await sendForm(4 * 1024 * 1024)),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: reportTooLarge(3) });
  });

  it('serves the mail catcher under /mail/: GET /mail/email lists the report, the UI opens at /mail/', async () => {
    let caught: CaughtMail[] = [];
    for (let tries = 0; tries < 100 && caught.length === 0; tries += 1) {
      const listed = await stack.origin.inject({ method: 'GET', url: '/mail/email' });
      expect(listed.statusCode).toBe(200);
      caught = listed.json<CaughtMail[]>();
      if (caught.length === 0) await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(caught).toHaveLength(1);
    expect(caught[0]?.to).toEqual([expect.objectContaining({ address: email })]);
    expect(caught[0]?.subject).toBe('Academic Result: Ada Lovelace');
    expect(caught[0]?.attachments).toEqual([
      expect.objectContaining({ filename: 'Ada Lovelace-1a2b3c4d.pdf', contentType: 'application/pdf' }),
    ]);

    const api = await stack.origin.inject({ method: 'GET', url: '/mail/api/email' });
    expect(api.json()).toHaveLength(1);
    const page = await stack.origin.inject({ method: 'GET', url: '/mail/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<base href="/mail/"');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
