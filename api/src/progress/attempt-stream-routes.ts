import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { requireCapability, visibleGroupCondition } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { credentialOf, stillActing } from '../auth/caller.js';
import { TokenWatch } from '../api-tokens/token-watch.js';
import { groups } from '../db/schema.js';
import { REQUEST_FAILURES } from '@portal/domain';
import { ApiError } from '../http/api-error.js';
import { errorBody } from '../http/envelope.js';
import { ASSIGNMENT_MESSAGES } from '../assignments/assignment-messages.js';
import { visibleAssignmentsByIds } from '../assignments/assignment-reads.js';
import { GROUP_MESSAGES } from '../groups/group-messages.js';
import { AttemptChangeReader, ProgressReadable } from './attempt-changes.js';
import type { AttemptEvent } from './attempt-events.js';
import { attemptStreamEventJson, type AttemptStreamEventJson } from './progress-json.js';
import { PROGRESS_MESSAGES } from './progress-messages.js';

/** Live streams one person may hold open on one API process at once (a few pages in a few tabs). */
export const MAX_STREAMS_PER_USER = 8;
/** A comment line this often keeps proxies from closing a quiet stream; the session is checked as often. */
const KEEP_ALIVE_MS = 20_000;

const streamQuery = z
  .object({ assignmentId: z.uuid().optional(), groupId: z.uuid().optional() })
  .refine((query) => (query.assignmentId === undefined) !== (query.groupId === undefined), {
    message: PROGRESS_MESSAGES.streamTarget,
  });

/**
 * GET /events/attempts: a stream of server-sent events, one `attempt` event
 * per attempt recorded at an assignment (or any assignment of a group) the
 * caller sees, from any API process (attempt-events.ts). The gateway opens one
 * per GraphQL subscription, with the subscriber's own session, so the
 * stream's permission is the queries' permission.
 */
export function attemptStreamRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db, attempts } = context;
  const keepAliveMs = context.streamCheckMs ?? KEEP_ALIVE_MS;
  const preHandler = requireUser(db);
  const open = new Map<string, number>();
  const streams = new Set<() => void>();
  const tokens = new TokenWatch(db);
  const changes = new AttemptChangeReader(db);
  let closing = false;
  return async (app) => {
    // A closing API ends its streams, or the server would wait for every browser to leave.
    app.addHook('preClose', async () => {
      closing = true;
      for (const end of streams) end();
      tokens.close();
    });
    app.get(
      '/events/attempts',
      {
        preHandler,
        schema: {
          tags: ['progress'],
          summary: `Live: server-sent events, one per attempt at this assignment, or at any assignment of this group, the caller sees (404 otherwise); at most ${MAX_STREAMS_PER_USER} open per person (429)`,
          querystring: streamQuery,
          response: {
            200: {
              description:
                "text/event-stream: an `event: attempt` per attempt, whose data is this JSON (AttemptStreamEvent): which attempt, the student's row of the progress report when the caller may read it, and the leaderboard entries it moved",
              content: { 'text/event-stream': { schema: attemptStreamEventJson } },
            },
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readGroups');
        const { assignmentId, groupId } = request.query;
        if (assignmentId) {
          const [assignment] = await visibleAssignmentsByIds(db, viewer, [assignmentId]);
          if (!assignment) throw new ApiError(404, ASSIGNMENT_MESSAGES.notFound);
        } else if (groupId) {
          const [group] = await db
            .select({ id: groups.id })
            .from(groups)
            .where(and(eq(groups.id, groupId), visibleGroupCondition(viewer)));
          if (!group) throw new ApiError(404, GROUP_MESSAGES.notFound);
        }
        const held = open.get(viewer.id) ?? 0;
        if (held >= MAX_STREAMS_PER_USER) throw new ApiError(429, PROGRESS_MESSAGES.tooManyStreams);
        // Opened while the API was closing (its checks were waiting on the database): nothing would end it.
        if (closing || context.lifecycle.draining) throw new ApiError(503, REQUEST_FAILURES.unavailable);
        reply.hijack();
        const raw = reply.raw;
        // Gone while the checks above waited on the database: its 'close' has passed and would never
        // release what is taken below (a listener, a timer, one of the person's streams), so take nothing.
        if (raw.destroyed) return;
        open.set(viewer.id, held + 1);

        const wanted = (event: AttemptEvent) =>
          event.schoolId === viewer.schoolId &&
          (assignmentId ? event.assignmentId === assignmentId : event.groupId === groupId);
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        raw.write(': open\n\n');
        const readable = new ProgressReadable(db, viewer);
        // One after another, in the order heard: each waits for its changes to be read.
        let sending = Promise.resolve();
        const unsubscribe = attempts.subscribe((event) => {
          if (!wanted(event)) return;
          const shown = changes.changesOf(event);
          const mayRead = readable.has(event.studentId);
          sending = sending.then(async () => {
            const { row, leaderboard } = await shown;
            const data: AttemptStreamEventJson = {
              assignmentId: event.assignmentId,
              groupId: event.groupId,
              studentId: event.studentId,
              questId: event.questId,
              recordedAt: event.recordedAt,
              row: row && (await mayRead) ? row : null,
              leaderboard,
            };
            if (!raw.destroyed) raw.write(`event: attempt\ndata: ${JSON.stringify(data)}\n\n`);
          });
        });
        // A stream lives no longer than its session or token: signed out, expired, revoked or deleted, it ends.
        const credential = credentialOf(request);
        const keepAlive = setInterval(() => {
          void stillActing(db, credential).then(
            (user) => {
              readable.forget();
              return user ? raw.write(': keep-alive\n\n') : raw.end();
            },
            () => raw.end(),
          );
        }, keepAliveMs);
        const end = () => raw.end();
        streams.add(end);
        // A token's stream also ends within TOKEN_STREAM_CHECK_MS of its revocation, not at the next keep-alive.
        const unwatch = credential.kind === 'token' ? tokens.watch(credential.token, end) : () => {};
        // The reader left, or the stream ended (signed out, revoked, the API closing): release all the above.
        raw.once('close', () => {
          streams.delete(end);
          unwatch();
          clearInterval(keepAlive);
          unsubscribe();
          const left = (open.get(viewer.id) ?? 1) - 1;
          if (left > 0) open.set(viewer.id, left);
          else open.delete(viewer.id);
        });
      },
    );
  };
}
