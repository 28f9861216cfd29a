import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_FAILURES, hasControlCharacter, hasControlCharacterInLines } from '@portal/domain';
import { ApiError } from './api-error.js';

export const CONTROL_CHARACTERS_REFUSED = REQUEST_FAILURES.controlCharacters;

interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit | undefined): string[] {
  const path: string[] = [];
  for (let at = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path (`['3', 'lastName']`) of the first string in this parsed value
 * holding a control character, or of the object holding such a key (the key
 * itself is not repeated back); undefined when there is none. The walk keeps
 * its own stack, with parent links rather than copied paths, so a deeply
 * nested body can neither overflow the call stack nor fill the memory.
 */
export function findControlCharacter(value: unknown): string[] | undefined {
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return pathOf(visit);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      if (entries.some(([key]) => hasControlCharacter(key))) return pathOf(visit);
      // Reversed onto the stack, so the first field in the document is checked first.
      for (const [key, child] of entries.reverse()) pending.push({ value: child, key, parent: visit });
    }
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Top-level body fields holding multi-line text (a comment): line breaks are allowed in them, no other control character. */
    multilineFields?: readonly string[];
  }
}

/** The body with its multi-line fields checked on their own (line breaks allowed) and left out of the walk. */
function bodyWithoutLines(request: FastifyRequest): { body: unknown; badField?: string } {
  const fields = request.routeOptions.config.multilineFields;
  const body = request.body;
  if (!fields || body === null || typeof body !== 'object' || Array.isArray(body)) return { body };
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    const value = rest[field];
    if (typeof value === 'string') {
      if (hasControlCharacterInLines(value)) return { body, badField: field };
      delete rest[field];
    }
  }
  return { body: rest };
}

/**
 * Refuses, for every route, a request whose body, query string or path
 * parameters hold a control character anywhere (line breaks aside in the
 * fields a route's `config.multilineFields` names): 400 naming the field the way
 * validation errors do. It runs before validation, so no such text reaches a
 * schema, a query or a log.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const { body, badField } = bodyWithoutLines(request);
    if (badField) throw new ApiError(400, `${badField}: ${CONTROL_CHARACTERS_REFUSED}`, { field: badField });
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', body],
    ] as const) {
      const path = findControlCharacter(value);
      if (path) {
        // A path as deep as a hostile body can make is cut short: its first steps name the field well enough.
        const field = path.length > 0 ? path.slice(0, 12).join('.') : part;
        throw new ApiError(400, `${field}: ${CONTROL_CHARACTERS_REFUSED}`, { field });
      }
    }
  });
}
