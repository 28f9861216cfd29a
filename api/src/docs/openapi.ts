import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SECURITY_SCHEMES } from './route-contract.js';

export const DOCS_PREFIX = '/api/v1/docs';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];
type PathItems = Record<string, Record<string, unknown>>;

/** Fastify's `/user/:id` as OpenAPI writes it, `/user/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/** Statuses that never carry a body (Fastify sends none with a 204, nor we with a 304). */
const NO_CONTENT_STATUSES = ['204', '304'];

/**
 * A route's schema as the document shows it: a 204 or 304 has no content
 * (the route's zod schema for it, `z.null()`, which its serializer needs,
 * would show as a JSON body; `type: 'null'` tells @fastify/swagger none).
 */
function withEmptyNoContent(transformed: ReturnType<typeof jsonSchemaTransform>) {
  const response = (transformed.schema as { response?: Record<string, { description?: string }> }).response;
  for (const status of NO_CONTENT_STATUSES) {
    const declared = response?.[status];
    if (response && declared) response[status] = { type: 'null', description: declared.description } as never;
  }
  return transformed;
}

/** What a failure status means, for the responses whose schema has no description of its own. */
const FAILURE_DESCRIPTIONS: Record<string, string> = {
  '400': 'Bad request: the message names the field',
  '401': 'Not signed in, or the token is not valid',
  '403': 'Not allowed',
  '404': 'Not found',
  '405': 'Not allowed on this resource',
  '409': 'Conflicts with what is stored',
  '413': 'The request body is too large',
  '415': 'The request body is not JSON',
  '429': 'Too many requests: try again later',
  '500': 'The API failed (a fixed message, nothing of the cause)',
  '503': 'The database is unavailable: try again (Retry-After)',
};

/** A failure's description in place of @fastify/swagger's "Default Response". */
function withFailureDescriptions(transformed: ReturnType<typeof jsonSchemaTransform>) {
  const response = (transformed.schema as { response?: Record<string, Record<string, unknown>> }).response ?? {};
  for (const [status, declared] of Object.entries(response)) {
    const description = FAILURE_DESCRIPTIONS[status];
    if (description && !declared.description) response[status] = { ...declared, description };
  }
  return transformed;
}

/**
 * OpenAPI 3.0.3: `nullable` adds null to the type, but an `enum` still has to
 * list null for null to pass (zod's `z.enum([...]).nullable()` comes out
 * without it, so a validator refuses the null the API answers).
 */
function withNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) withNullInNullableEnums(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  for (const value of Object.values(node)) withNullInNullableEnums(value);
}

/**
 * The document lists a `slashOptional` route twice, `/groups` and `/groups/`,
 * the second right after the first, so a client (or a validating proxy) finds
 * the list at `/groups/`, not `/groups/{id}`.
 */
function withTrailingSlashPaths(paths: PathItems, slashed: Map<string, Set<string>>): PathItems {
  const result: PathItems = {};
  for (const [path, item] of Object.entries(paths)) {
    result[path] = item;
    const methods = slashed.get(path);
    if (!methods) continue;
    result[`${path}/`] = Object.fromEntries(Object.entries(item).filter(([method]) => methods.has(method)));
  }
  return result;
}

/**
 * The OpenAPI document is built from the routes' zod schemas; the UI serves
 * its own bundled assets (no CDN, validator badge off), so it works offline.
 * Register before the routes: the document collects them as they are added.
 */
export function registerOpenApi(app: FastifyInstance): void {
  const slashed = new Map<string, Set<string>>();
  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Science portal API',
        description: 'Service of record for accounts, schools and sessions. See docs/rest-contract.md.',
        version: '0.1.0',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input: TransformInput) => {
      if (input.route.config?.slashOptional) {
        const path = openApiPath(input.url);
        const methods = slashed.get(path) ?? new Set<string>();
        for (const method of [input.route.method].flat()) methods.add(method.toLowerCase());
        slashed.set(path, methods);
      }
      return withFailureDescriptions(withEmptyNoContent(jsonSchemaTransform(input)));
    },
    transformObject: (input: TransformObjectInput) => {
      const document = jsonSchemaTransformObject(input) as { paths?: PathItems };
      withNullInNullableEnums(document);
      return { ...document, paths: withTrailingSlashPaths(document.paths ?? {}, slashed) } as ReturnType<
        typeof jsonSchemaTransformObject
      >;
    },
  });
  app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null },
  });
}
