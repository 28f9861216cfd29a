import type { FastifyInstance } from 'fastify';

/** The response header carrying `PORTAL_INSTANCE`, the token `npm start` makes up for each run. */
export const INSTANCE_HEADER = 'x-portal-instance';

/**
 * Puts the origin's own `instance` on every answer, so `npm start` can tell
 * this origin from another program on the same port. The API's header on a
 * proxied answer is replaced (or removed when no instance is set): it would
 * prove only that the API answers, not this origin.
 */
export function echoInstance(app: FastifyInstance, instance: string | undefined): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (instance) reply.header(INSTANCE_HEADER, instance);
    else reply.removeHeader(INSTANCE_HEADER);
    return payload;
  });
}
