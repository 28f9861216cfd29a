import type { FastifyInstance } from 'fastify';

/** The response header carrying `PORTAL_INSTANCE`, the token `npm start` makes up for each run. */
export const INSTANCE_HEADER = 'x-portal-instance';

/**
 * Puts `instance` on every answer, so `npm start` can tell its own API from
 * another program on the same port. Nothing when no instance is set.
 */
export function echoInstance(app: FastifyInstance, instance: string | undefined): void {
  if (!instance) return;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header(INSTANCE_HEADER, instance);
    return payload;
  });
}
