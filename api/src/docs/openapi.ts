import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/v1/docs';

/**
 * The OpenAPI document is built from the routes' zod schemas; the UI serves
 * its own bundled assets (no CDN, validator badge off), so it works offline.
 * Register before the routes: the document collects them as they are added.
 */
export function registerOpenApi(app: FastifyInstance): void {
  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Science portal API',
        description: 'Service of record for accounts, schools and sessions. See docs/rest-contract.md.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portal_session' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null },
  });
}
