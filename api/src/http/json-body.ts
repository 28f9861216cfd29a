import type { FastifyInstance } from 'fastify';

/**
 * The API reads JSON bodies only: every other content type (Fastify also
 * reads text/plain by default) answers 415. Fastify's JSON parser refuses an
 * empty body sent with a JSON content type; clients commonly do that for
 * calls without a payload (sign-out), so an empty body reads as no body.
 * Everything else goes to the default parser, which keeps its
 * prototype-poisoning protection.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
