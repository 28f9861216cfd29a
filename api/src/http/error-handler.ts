import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_KINDS, REQUEST_FAILURES, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@portal/domain';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { ApiError, codeForStatus } from './api-error.js';
import { INTERNAL_MESSAGE, errorJson } from './envelope.js';
import { describeFailure } from './logging.js';

export const NOT_FOUND_MESSAGE = REQUEST_FAILURES.notFound;

/**
 * Fixed answers for the client errors Fastify raises itself (bad JSON, a body
 * too large, a content type we do not read, a malformed URL): the library's
 * own messages and codes name its internals, so none of them reaches a caller.
 */
export const CLIENT_ERROR_MESSAGES = REQUEST_FAILURES;

function clientErrorMessage(error: FastifyError, status: number): string {
  if (status === 413) return CLIENT_ERROR_MESSAGES.tooLarge;
  if (status === 415) return CLIENT_ERROR_MESSAGES.unsupportedMediaType;
  if (status === 400 && (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)) {
    return CLIENT_ERROR_MESSAGES.invalidJson;
  }
  return CLIENT_ERROR_MESSAGES.other;
}

/** Fastify's errors raised before routing (a malformed URL…), which bypass the error handler. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(errorJson(codeForStatus(status), clientErrorMessage(error, status)));
}

/**
 * The one place failures become answers: validation → 400 naming the field,
 * ApiError → its own status, Fastify's client errors → their status with a
 * fixed message, a database that went away → 503 with Retry-After (the
 * request may be sent again), anything else → 500 with a fixed message, logged here
 * (class, SQLSTATE, the driver's message; never a query or its parameters)
 * and never shown to the client.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [issue] = error.validation;
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
      const reason = issue?.message ?? 'Invalid value';
      return reply.code(400).send(errorJson(ERROR_KINDS.badRequest.rest, `${field}: ${reason}`, field));
    }
    if (error instanceof ApiError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(errorJson(error.code, error.message, error.field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorJson(codeForStatus(status), clientErrorMessage(error, status)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ failure: describeFailure(error) }, 'request failed: the database is unavailable');
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(errorJson(ERROR_KINDS.unavailable.rest, REQUEST_FAILURES.unavailable));
    }
    request.log.error({ failure: describeFailure(error) }, 'request failed');
    return reply.code(500).send(errorJson(ERROR_KINDS.internal.rest, INTERNAL_MESSAGE));
  });

  // The path is not echoed: an answer never repeats what the caller sent.
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(errorJson(ERROR_KINDS.notFound.rest, NOT_FOUND_MESSAGE)),
  );
}
