import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_FAILURES, UNAVAILABLE_RETRY_AFTER_SECONDS, emailRequestLimit, megabytesOf } from '@portal/domain';
import { reportTooLarge } from '@portal/domain/result-texts';
import { sendFailure } from './origin-errors.js';

/** "Email me" (POST): the one /api/v1 route whose body may pass `bodyLimit`, up to the e-mail file limit. */
export const EMAIL_SEND_PATH = '/api/v1/email/send-result';

export interface ApiBodyLimits {
  /** Every /api/v1 body but the e-mail send's (BODY_LIMIT_BYTES). */
  bodyLimit: number;
  /** The largest report file the e-mail send takes (EMAIL_MAX_FILE_BYTES); its body may be that plus its form. */
  emailMaxFileBytes: number;
}

function isEmailSend(request: FastifyRequest): boolean {
  const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
  return request.method === 'POST' && path === EMAIL_SEND_PATH;
}

/**
 * `/api/v1` on the origin, streamed to the API. The browser's address and
 * scheme travel as X-Forwarded-For and -Proto (the API's throttle and Secure
 * cookies read them); an `Expect` header is answered here and not forwarded;
 * a body over `bodyLimit` is refused before a byte is sent on (the e-mail
 * send's over its own limit, in the words the API uses); an API that cannot
 * be reached is a 503 in the contract's shape.
 */
export async function registerApiProxy(app: FastifyInstance, apiUrl: string, limits: ApiBodyLimits): Promise<void> {
  const emailLimit = emailRequestLimit(limits.emailMaxFileBytes);
  await app.register(fastifyHttpProxy, {
    upstream: apiUrl,
    prefix: '/api/v1',
    rewritePrefix: '/api/v1',
    preHandler: async (request, reply) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (isEmailSend(request)) {
        if (length <= emailLimit) return;
        return sendFailure(request, reply, 413, reportTooLarge(megabytesOf(limits.emailMaxFileBytes)));
      }
      if (length > limits.bodyLimit) return sendFailure(request, reply, 413, REQUEST_FAILURES.tooLarge);
    },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const { expect: _expect, ...forwarded } = headers;
        return { ...forwarded, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol };
      },
      onError: (reply, { error }) => {
        reply.log.error({ type: error.name, code: (error as { code?: string }).code }, 'API not reachable');
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        sendFailure(reply.request, reply, 503, REQUEST_FAILURES.unavailable);
      },
    },
  });
}
