import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, REQUEST_FAILURES } from '@portal/domain';
import { sendFailure } from './origin-errors.js';

/**
 * `/api/v1` on the origin, streamed to the API. The browser's address and
 * scheme travel as X-Forwarded-For and -Proto (the API's throttle and Secure
 * cookies read them); an `Expect` header is answered here and not forwarded;
 * a body over `bodyLimit` is refused before a byte is sent on; an API that
 * cannot be reached is a 503 in the contract's shape.
 */
export async function registerApiProxy(app: FastifyInstance, apiUrl: string, bodyLimit: number): Promise<void> {
  await app.register(fastifyHttpProxy, {
    upstream: apiUrl,
    prefix: '/api/v1',
    rewritePrefix: '/api/v1',
    preHandler: async (request, reply) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > bodyLimit) return sendFailure(request, reply, 413, REQUEST_FAILURES.tooLarge);
    },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const { expect: _expect, ...forwarded } = headers;
        return { ...forwarded, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol };
      },
      onError: (reply, { error }) => {
        reply.log.error({ type: error.name, code: (error as { code?: string }).code }, 'API not reachable');
        sendFailure(reply.request, reply, 503, MESSAGES.generalFailure);
      },
    },
  });
}
