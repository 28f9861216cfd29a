import { ERROR_KINDS } from '@portal/domain';
import type { FastifyInstance } from 'fastify';

/** Whether this gateway still takes new work: `main.ts` sets `draining` on SIGTERM. */
export class Lifecycle {
  draining = false;
}

/** The readiness path of the origin itself (the API's is /api/v1/ready, reached through the origin's proxy). */
export const READY_PATH = '/ready';

export const READINESS_MESSAGES = {
  draining: 'This gateway is shutting down; send new requests to another',
  apiDown: 'The API does not answer',
} as const;

/** How long the readiness check waits for the API's own. */
const API_READY_TIMEOUT_MS = 2000;

/**
 * GET /ready, for a load balancer in front of several origins: 200 while this
 * gateway takes requests and its API is ready; 503 once it is shutting down
 * or while its API (or the API's database) does not answer.
 */
export function registerReadiness(app: FastifyInstance, apiUrl: string, lifecycle: Lifecycle): void {
  app.get(READY_PATH, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    const unavailable = (message: string) =>
      reply.code(503).send({ error: { code: ERROR_KINDS.unavailable.rest, message } });
    if (lifecycle.draining) return unavailable(READINESS_MESSAGES.draining);
    try {
      const answer = await fetch(new URL('/api/v1/ready', apiUrl), {
        signal: AbortSignal.timeout(API_READY_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (!answer.ok) return unavailable(READINESS_MESSAGES.apiDown);
    } catch {
      return unavailable(READINESS_MESSAGES.apiDown);
    }
    return { data: { ready: true } };
  });
}
