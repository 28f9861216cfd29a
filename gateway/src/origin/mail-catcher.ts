import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/domain';
import { sendFailure } from './origin-errors.js';

/** Where the origin serves the development mail catcher (MailDev runs with this as its base path). */
export const MAIL_PREFIX = '/mail';

/**
 * The development mail catcher (MailDev, which `npm start` runs when no
 * SMTP_URL is set) under `/mail/` on the origin: its web UI at `/mail/`, its
 * REST API at `/mail/api/…`, and `/mail/email…` too, the path MailDev 2 and
 * issue 13 give its messages (MailDev 3 moved them under `/api`), so
 * `GET /mail/email` lists every caught message. MailDev runs with the base
 * path `/mail`, so its pages' links need no rewriting. The mail preview is
 * framed by MailDev's own page: those answers may be framed by this origin.
 */
export async function registerMailCatcher(app: FastifyInstance, mailCatcherUrl: string): Promise<void> {
  await app.register(async (mail) => {
    mail.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-frame-options', 'SAMEORIGIN');
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      }
      return payload;
    });
    await mail.register(fastifyHttpProxy, {
      upstream: mailCatcherUrl,
      prefix: `${MAIL_PREFIX}/email`,
      rewritePrefix: `${MAIL_PREFIX}/api/email`,
      replyOptions: { onError: (reply) => sendFailure(reply.request, reply, 503, MESSAGES.generalFailure) },
    });
    await mail.register(fastifyHttpProxy, {
      upstream: mailCatcherUrl,
      prefix: MAIL_PREFIX,
      rewritePrefix: MAIL_PREFIX,
      replyOptions: { onError: (reply) => sendFailure(reply.request, reply, 503, MESSAGES.generalFailure) },
    });
  });
}
