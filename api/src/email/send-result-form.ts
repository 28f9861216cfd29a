import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LONG_NAME_MAX_LENGTH, hasControlCharacter, megabytesOf, normaliseEmail } from '@portal/domain';
import { RESULT_SPEC_TEXTS, reportTooLarge } from '@portal/domain/result-texts';
import { ApiError } from '../http/api-error.js';
import { CONTROL_CHARACTERS_REFUSED } from '../http/control-characters.js';
import { EMAIL_MESSAGES } from './email-messages.js';

/** The fields of POST /email/send-result besides the file (documented in the route's schema too). */
export const sendResultFields = z.object({
  emailTo: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(254, 'At most 254 characters')
    .describe("The signed-in caller's own e-mail address (compared ignoring case); any other is refused"),
  userName: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(LONG_NAME_MAX_LENGTH, `At most ${LONG_NAME_MAX_LENGTH} characters`)
    .describe("Whose result the file is: the name the mail's subject and text give"),
});

export interface SendResultForm {
  emailTo: string;
  userName: string;
  file: Buffer;
  /** The name the client gave the file, as sent (sanitised before it is used). */
  fileName: string;
}

const FIELD_NAMES = new Set(['emailTo', 'userName']);

function refuse(field: string, reason: string): ApiError {
  return new ApiError(400, `${field}: ${reason}`, { field });
}

/** 400 unless `emailTo` is the caller's own address (trimmed, ignoring case); a blank one is left to the schema. */
function checkOwnAddress(emailTo: string, ownEmail: string): void {
  if (emailTo.trim() !== '' && normaliseEmail(emailTo) !== ownEmail) {
    throw new ApiError(400, RESULT_SPEC_TEXTS.emailOnlyToYourAddress, { field: 'emailTo' });
  }
}

/**
 * Reads the multipart form: one file in `file`, the text fields `emailTo` and
 * `userName`, nothing else. A file over `maxFileBytes` stops the reading with
 * 413; a missing or repeated field, an unknown one, or a field holding a
 * control character is 400 naming it, as the JSON routes answer; an `emailTo`
 * that is not `ownEmail` is 400. Each text field is checked as it arrives, so
 * a form sending them before the file (as the web's does) is refused without
 * its file being read.
 */
export async function readSendResultForm(
  request: FastifyRequest,
  { maxFileBytes, ownEmail }: { maxFileBytes: number; ownEmail: string },
): Promise<SendResultForm> {
  const fields: Record<string, unknown> = {};
  let file: { bytes: Buffer; name: string } | undefined;
  const parts = request.parts({
    limits: { fileSize: maxFileBytes, files: 1, fields: 4, parts: 5, fieldSize: 4096, fieldNameSize: 100 },
  });
  try {
    for await (const part of parts) {
      const name = part.fieldname;
      if (part.type === 'file') {
        if (name !== 'file') throw refuse(name, EMAIL_MESSAGES.unexpectedField);
        file = { bytes: await part.toBuffer(), name: part.filename };
      } else {
        if (name === 'file') throw refuse('file', EMAIL_MESSAGES.fileMissing);
        if (!FIELD_NAMES.has(name)) throw refuse(name, EMAIL_MESSAGES.unexpectedField);
        if (name in fields) throw refuse(name, EMAIL_MESSAGES.repeatedField);
        if (part.valueTruncated || typeof part.value !== 'string') throw refuse(name, 'Invalid value');
        if (hasControlCharacter(part.value)) throw refuse(name, CONTROL_CHARACTERS_REFUSED);
        if (name === 'emailTo') checkOwnAddress(part.value, ownEmail);
        fields[name] = part.value;
      }
    }
  } catch (error) {
    throw formFailure(error, maxFileBytes);
  }
  if (!file) throw refuse('file', EMAIL_MESSAGES.fileMissing);
  const parsed = sendResultFields.safeParse(fields);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw refuse(String(issue?.path[0] ?? 'body'), issue?.message ?? 'Invalid value');
  }
  return { ...parsed.data, file: file.bytes, fileName: file.name };
}

/** A failure while reading the form as the caller should hear it: never the multipart library's own words. */
function formFailure(error: unknown, maxFileBytes: number): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(413, reportTooLarge(megabytesOf(maxFileBytes)));
  if (code === 'FST_FILES_LIMIT') return refuse('file', EMAIL_MESSAGES.oneFileOnly);
  return new ApiError(400, EMAIL_MESSAGES.unreadableForm);
}
