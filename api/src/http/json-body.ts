import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser refuses an empty body sent with a JSON content type;
 * clients commonly do that for calls without a payload (sign-out), so an empty
 * body reads as no body. Everything else goes to the default parser, which
 * keeps its prototype-poisoning protection.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
