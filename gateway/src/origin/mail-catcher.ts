import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/domain';
import { sendFailure } from './origin-errors.js';
import { onlyFromThisMachine } from './this-machine.js';

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
 *
 * MailDev answers every `Origin` (even `null`) with Access-Control-Allow-Origin
 * and credentials, which would let any page a developer opens read the
 * children's reports: the caller's `Origin` is not passed on, and no
 * Access-Control-* header of MailDev's reaches the browser, so only the
 * portal's own pages (same origin) read it. Its answers carry the origin's
 * security headers like every other. It answers only a browser on this
 * machine that named this machine (this-machine.ts): anyone else, a caller
 * through a reverse proxy or a page on a rebound host name, gets the 404 of a
 * path that is not there.
 */
export async function registerMailCatcher(app: FastifyInstance, mailCatcherUrl: string): Promise<void> {
  await app.register(async (mail) => {
    onlyFromThisMachine(mail);
    mail.addHook('onSend', async (_request, reply, payload) => {
      for (const name of Object.keys(reply.getHeaders())) {
        if (name.toLowerCase().startsWith('access-control-')) reply.removeHeader(name);
      }
      reply.header('x-frame-options', 'SAMEORIGIN');
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      }
      return payload;
    });
    const routes = [
      { prefix: `${MAIL_PREFIX}/email`, rewritePrefix: `${MAIL_PREFIX}/api/email` },
      { prefix: MAIL_PREFIX, rewritePrefix: MAIL_PREFIX },
    ];
    for (const route of routes) {
      await mail.register(fastifyHttpProxy, {
        upstream: mailCatcherUrl,
        ...route,
        replyOptions: {
          // Without the caller's Origin, MailDev takes every request for a same-origin one.
          rewriteRequestHeaders: (_request, { origin: _origin, ...headers }) => headers,
          onError: (reply) => sendFailure(reply.request, reply, 503, MESSAGES.generalFailure),
        },
      });
    }
  });
}
