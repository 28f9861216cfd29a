import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { Caller, INTERNAL_WORDS, type Answer } from './hostile-client.js';

/*
 * POST /api/v1/email/send-result through the origin, as a hostile caller
 * would use it: signed out, with a PNG named .pdf, a zip hiding another file,
 * somebody else's address, control characters, a body far over the limit.
 * Each is a clear 4xx in the contract's shape, and no mail is queued.
 */

const PATH = '/api/v1/email/send-result';
const BOUNDARY = '----portal-hostile-boundary';
/** The smallest bytes the API takes for a PDF: it reads the file's first bytes, not its name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  type?: string;
}

/** A multipart/form-data body, written out by hand so nothing tidies what a hostile caller sends. */
function multipart(parts: readonly Part[]): { body: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const { name, value, fileName, type } of parts) {
    const disposition = `form-data; name="${name}"${fileName === undefined ? '' : `; filename="${fileName}"`}`;
    const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head, 'utf8'),
      Buffer.isBuffer(value) ? value : Buffer.from(value, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

function form(emailTo: string, file: Buffer, fileName = 'report.pdf', userName = 'Zoë Harris') {
  return multipart([
    { name: 'emailTo', value: emailTo },
    { name: 'userName', value: userName },
    { name: 'file', value: file, fileName, type: 'application/pdf' },
  ]);
}

function send(caller: Caller, { body, headers }: ReturnType<typeof multipart>): Promise<Answer> {
  return caller.send(PATH, { method: 'POST', headers, body });
}

/** A refusal in the REST contract's shape, with a fixed text and nothing from inside. */
function refusal(answer: Answer, status: number): string {
  expect(answer.status, answer.text).toBe(status);
  const body = answer.json<{ error: { code: string; message: string } }>();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.message).not.toMatch(INTERNAL_WORDS);
  return body.error.message;
}

const STUDENT = 'student01@demo.school';

test.describe('the e-mailed report is no open relay and reads the bytes, not the name', () => {
  test('signed out: 401, whatever is sent', async () => {
    refusal(await send(new Caller('127.0.0.41'), form(STUDENT, PDF)), 401);
  });

  test('a PNG named report.pdf, or a zip hiding a PNG, is "Invalid PDF file"', async () => {
    const student = await new Caller('127.0.0.42').signIn(STUDENT);
    expect(refusal(await send(student, form(STUDENT, PNG)), 400)).toBe(RESULT_SPEC_TEXTS.invalidPdfFile);
    const zip = new JSZip();
    zip.file('Zoë Harris-12345678.pdf', PDF);
    zip.file('Ethan Harris-87654321.pdf', PNG);
    const zipped = await zip.generateAsync({ type: 'nodebuffer' });
    expect(refusal(await send(student, form(STUDENT, zipped, 'Result-20261124120000.zip')), 400)).toBe(
      RESULT_SPEC_TEXTS.invalidPdfFile,
    );
  });

  test("someone else's address is refused, whatever its case or spacing", async () => {
    const student = await new Caller('127.0.0.43').signIn(STUDENT);
    for (const other of ['teacher1@demo.school', ' TEACHER1@demo.school ', `${STUDENT}, teacher1@demo.school`]) {
      expect(refusal(await send(student, form(other, PDF)), 400)).toBe(RESULT_SPEC_TEXTS.emailOnlyToYourAddress);
    }
  });

  test('a name with control characters, or a form without its file, is a clear 400', async () => {
    const student = await new Caller('127.0.0.44').signIn(STUDENT);
    refusal(await send(student, form(STUDENT, PDF, 'report.pdf', 'Zoë\u0000\u0007Harris')), 400);
    refusal(
      await send(
        student,
        multipart([
          { name: 'emailTo', value: STUDENT },
          { name: 'userName', value: 'Zoë Harris' },
        ]),
      ),
      400,
    );
    refusal(
      await student.send(PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"emailTo":"x"}',
      }),
      415,
    );
  });

  test('a body far over the limit is refused before it is read: 413', async () => {
    const student = await new Caller('127.0.0.45').signIn(STUDENT);
    const huge = Buffer.concat([PDF, Buffer.alloc(40 * 1024 * 1024, 0x20)]);
    const answer = await send(student, form(STUDENT, huge));
    refusal(answer, 413);
  });

  test('none of those refusals queued a mail: the catcher has nothing for the student', async () => {
    const listed = (await new Caller('127.0.0.46').send('/mail/email')).json<{ to: { address: string }[] }[]>();
    expect(listed.filter(({ to }) => to.some(({ address }) => address === STUDENT))).toEqual([]);
  });

  test('past the per-user limit of accepted sends: 429 with Retry-After', async () => {
    const teacher = await new Caller('127.0.0.47').signIn('teacher2@demo.school');
    const statuses: number[] = [];
    for (let sent = 0; sent < 10; sent += 1) {
      statuses.push((await send(teacher, form('teacher2@demo.school', PDF, `report-${sent}.pdf`))).status);
    }
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 201));
    const refused = await send(teacher, form('teacher2@demo.school', PDF));
    refusal(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
