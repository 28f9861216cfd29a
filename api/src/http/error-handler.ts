import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, codeForStatus } from './api-error.js';
import { INTERNAL_MESSAGE, errorJson } from './envelope.js';

/**
 * The one place failures become answers: validation → 400 naming the field,
 * ApiError → its own status, Fastify's client errors (bad JSON…) → their
 * status, anything else → 500 with a fixed message, logged here and never
 * shown to the client.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [issue] = error.validation;
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
      const reason = issue?.message ?? 'Invalid value';
      return reply.code(400).send(errorJson('BAD_REQUEST', `${field}: ${reason}`, field));
    }
    if (error instanceof ApiError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(errorJson(error.code, error.message, error.field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorJson(codeForStatus(status), error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorJson('INTERNAL', INTERNAL_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.code(404).send(errorJson('NOT_FOUND', `No route for ${request.method} ${path}`));
  });
}
