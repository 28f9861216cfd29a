import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { requireUser } from '../auth/require-user.js';
import { ApiError } from '../http/api-error.js';
import { errorBody } from '../http/envelope.js';
import type { ActivityRow } from '../db/schema.js';
import { ACTIVITY_NOT_FOUND } from './activity-routes.js';
import { questIdParams } from './activity-query.js';
import { findActivity } from './activity-search.js';
import { diagramSvg } from './images/diagram-svg.js';
import { pictureSvg } from './images/picture-kit/picture-svg.js';
import { ImageCache } from './images/image-cache.js';
import { IMAGE_KINDS } from './images/image-urls.js';

/**
 * A year, and never revalidated: an image's address changes with what it
 * shows (`?v=`, see image-urls.ts). Private: it is answered to signed-in
 * users only, so no shared cache may hand it to a visitor.
 */
export const IMAGE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * A diagram or a picture is our own drawing of plain shapes, yet an SVG opened by itself
 * is a document: nothing in it may run, load or be framed.
 */
export const SVG_CONTENT_SECURITY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const NO_DIAGRAM = 'This activity has no diagram';
export const NO_PICTURE = 'This activity has no picture of this number';

const pictureParams = questIdParams.extend({
  number: z.coerce.number().int().min(1).max(10).describe("The page's or the scene's number, from 1"),
});

/** The picture of a book's page or an animation's scene, by its number from 1; undefined for anything else. */
function pictureOf(activity: ActivityRow, number: number) {
  const story = activity.story;
  if (story?.kind === 'book') return story.pages[number - 1]?.picture;
  if (story?.kind === 'animation') return story.scenes[number - 1]?.picture;
  return undefined;
}

const svgAnswer = { description: 'The SVG image', content: { 'image/svg+xml': { schema: z.string() } } };

/** Answers our own SVG drawing: never cached without asking, and inert if opened by itself. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('cache-control', 'private, no-cache')
    .header('content-security-policy', SVG_CONTENT_SECURITY)
    .header('x-content-type-options', 'nosniff')
    .type('image/svg+xml')
    .send(svg);
}

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
            200: svgAnswer,
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
        return sendSvg(reply, diagramSvg(diagram, letters));
      },
    );
    app.get(
      '/activities/:questId/pictures/:number.svg',
      {
        preHandler,
        schema: {
          tags: ['activities'],
          summary:
            "A book page's or an animation scene's picture (SVG, drawn from the library's kit of parts): a still, or with `animated=1` set in motion by CSS",
          params: pictureParams,
          querystring: z.object({
            animated: z.enum(['0', '1']).optional().describe('1: the scene in motion (an animation only)'),
          }),
          response: {
            200: svgAnswer,
            400: errorBody,
            401: errorBody,
            404: errorBody,
          },
        },
      },
      async (request, reply) => {
        const activity = await findActivity(db, request.params.questId);
        if (!activity) throw new ApiError(404, ACTIVITY_NOT_FOUND);
        const picture = pictureOf(activity, request.params.number);
        if (!picture) throw new ApiError(404, NO_PICTURE);
        const animated = request.query.animated === '1' && activity.story?.kind === 'animation';
        const svg = pictureSvg(picture, { animated, idPrefix: `s${request.params.number}` });
        return sendSvg(reply, svg);
      },
    );
  };
}
