import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailRequestLimit, megabytesOf } from '@portal/domain';
import { EMAIL_NOT_SET_UP, RESULT_SPEC_TEXTS, emailLimitReached, reportTooLarge } from '@portal/domain/result-texts';
import type { AppContext } from '../app-context.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { attachmentName } from './attachment-name.js';
import { EMAIL_MESSAGES } from './email-messages.js';
import { reportFileType } from './report-file.js';
import { readSendResultForm, sendResultFields } from './send-result-form.js';
import { countSend, takeBackSend } from './send-limit.js';

/** What the OpenAPI document shows of the form; the handler reads the form itself (send-result-form.ts). */
const documentedForm = sendResultFields.extend({
  file: z.string().meta({ format: 'binary' }).describe('The report: a PDF, or a zip whose every entry is a PDF'),
});

const acceptedJson = z.object({
  email: z.string().describe('Where the report will be sent: the caller’s own address, as the portal knows it'),
});

/**
 * POST /email/send-result (spec 2 §7, sendResult): e-mails a report file to
 * the signed-in caller's own address, never another (no open relay). Accepted
 * means queued (201): the mail is sent by the queue's worker and tried again
 * while the mail server is down (email-queue.ts).
 */
export function emailRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db, email } = context;
  return async (app) => {
    // The multipart parser only in this plugin's scope: every other route still takes JSON alone.
    await app.register(fastifyMultipart);
    app.post(
      '/email/send-result',
      {
        preHandler: requireUser(db),
        // The form is read as a stream by the handler, not parsed into a body to validate here.
        validatorCompiler: () => (body) => ({ value: body }),
        schema: {
          tags: ['email'],
          summary:
            "E-mail a result report (a PDF, or a zip of PDFs, judged by its bytes) to the caller's own address; queued and retried until the mail server takes it",
          consumes: ['multipart/form-data'],
          body: documentedForm,
          response: {
            201: dataBody(acceptedJson),
            400: errorBody,
            401: errorBody,
            413: errorBody,
            415: errorBody,
            429: errorBody,
            503: errorBody,
          },
        },
      },
      async (request, reply) => {
        const viewer = signedInUser(request);
        if (!email) throw new ApiError(503, EMAIL_NOT_SET_UP);
        const { settings, queue } = email;
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > emailRequestLimit(settings.maxFileBytes)) {
          throw new ApiError(413, reportTooLarge(megabytesOf(settings.maxFileBytes)));
        }
        if (!request.isMultipart()) throw new ApiError(415, EMAIL_MESSAGES.unreadableForm);

        const counted = await countSend(db, viewer.id, settings);
        if (counted.refused) {
          throw new ApiError(
            429,
            emailLimitReached(settings.limitPerUser, Math.max(1, Math.round(settings.windowSeconds / 60))),
            {
              headers: { 'retry-after': String(counted.secondsLeft) },
            },
          );
        }
        try {
          const form = await readSendResultForm(request, {
            maxFileBytes: settings.maxFileBytes,
            ownEmail: viewer.email,
          });
          const fileType = await reportFileType(form.file, {
            maxEntries: settings.maxZipEntries,
            maxUncompressedBytes: settings.maxZipUncompressedBytes,
          });
          if (!fileType) throw new ApiError(400, RESULT_SPEC_TEXTS.invalidPdfFile, { field: 'file' });
          await queue.enqueue({
            schoolId: viewer.schoolId,
            userId: viewer.id,
            emailTo: viewer.email,
            userName: form.userName,
            fileName: attachmentName(form.fileName, fileType),
            fileType,
            file: form.file,
          });
        } catch (error) {
          // A refused send does not use up the caller's sends (and a failure to give it back hides no refusal).
          await takeBackSend(db, viewer.id).catch(() => {});
          throw error;
        }
        return reply.code(201).send({ data: { email: viewer.email } });
      },
    );
  };
}
