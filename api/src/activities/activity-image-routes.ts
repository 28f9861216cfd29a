import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { requireUser } from '../auth/require-user.js';
import { ApiError } from '../http/api-error.js';
import { errorBody } from '../http/envelope.js';
import { ACTIVITY_NOT_FOUND } from './activity-routes.js';
import { questIdParams } from './activity-query.js';
import { findActivity } from './activity-search.js';
import { diagramSvg } from './images/diagram-svg.js';
import { ImageCache } from './images/image-cache.js';
import { IMAGE_KINDS } from './images/image-urls.js';

/**
 * A year, and never revalidated: an image's address changes with what it
 * shows (`?v=`, see image-urls.ts). Private: it is answered to signed-in
 * users only, so no shared cache may hand it to a visitor.
 */
export const IMAGE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * A diagram is our own drawing of plain shapes, yet an SVG opened by itself
 * is a document: nothing in it may run, load or be framed.
 */
export const DIAGRAM_CONTENT_SECURITY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const NO_DIAGRAM = 'This activity has no diagram';

const pngAnswer = {
  description: 'The PNG image',
  // Typed as anything (the bytes are a Buffer); documented as binary.
  content: { 'image/png': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};

/**
 * Each activity's images, drawn by the server on first request and kept in
 * memory: `banner.png` (1200×400) and `preview.png` (480×320); and a label
 * game's diagram (`diagram.svg`). Readable by any signed-in user, like the
 * activities themselves.
 */
export function activityImageRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  const cache = new ImageCache();
  return async (app) => {
    for (const kind of IMAGE_KINDS) {
      app.get(
        `/activities/:questId/images/${kind}.png`,
        {
          preHandler,
          schema: {
            tags: ['activities'],
            summary: `An activity's ${kind} image (PNG), cached for a year as immutable, with an ETag`,
            params: questIdParams,
            querystring: z.object({
              v: z.string().max(64).optional().describe("The image's version, as the activity's URLs give it"),
            }),
            response: {
              200: pngAnswer,
              304: z.never().describe('Not modified (the ETag matched): no body'),
              400: errorBody,
              401: errorBody,
              404: errorBody,
            },
          },
        },
        async (request, reply) => {
          const activity = await findActivity(db, request.params.questId);
          if (!activity) throw new ApiError(404, ACTIVITY_NOT_FOUND);
          const image = await cache.get(activity, kind);
          reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', image.etag);
          // Not modified: no body at all (a proxy in front checks a 304 carries none).
          if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
          return reply.type('image/png').send(image.png);
        },
      );
    }
    app.get(
      '/activities/:questId/diagram.svg',
      {
        preHandler,
        schema: {
          tags: ['activities'],
          summary: "A label game's diagram (SVG) with its spots lettered as the game's targets",
          params: questIdParams,
          response: {
            200: {
              description: 'The SVG image',
              content: { 'image/svg+xml': { schema: z.string() } },
            },
            400: errorBody,
            401: errorBody,
            404: errorBody,
          },
        },
      },
      async (request, reply) => {
        const activity = await findActivity(db, request.params.questId);
        if (!activity) throw new ApiError(404, ACTIVITY_NOT_FOUND);
        const diagram = activity.game?.diagram;
        if (!activity.game || !diagram) throw new ApiError(404, NO_DIAGRAM);
        const letters = new Map(activity.game.targets.map((target) => [target.targetId, target.text]));
        return reply
          .header('cache-control', 'private, no-cache')
          .header('content-security-policy', DIAGRAM_CONTENT_SECURITY)
          .header('x-content-type-options', 'nosniff')
          .type('image/svg+xml')
          .send(diagramSvg(diagram, letters));
      },
    );
  };
}
