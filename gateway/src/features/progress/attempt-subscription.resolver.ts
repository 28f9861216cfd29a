import { ERROR_KINDS } from '@portal/domain';
import { GraphQLError } from 'graphql';
import { Arg, ID, Resolver, Root, Subscription } from 'type-graphql';
import type { EventSourceMessage } from 'eventsource-parser/stream';
import { Auth, requireAccess } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import type { RestAttemptStreamEvent } from '../../rest/rest-types.js';
import { AttemptEvent } from './attempt.inputs.js';
import { leaderboardEntryFromRest, progressRowFromRest } from './progress.types.js';

interface AttemptArgs {
  assignmentId?: string | null;
  groupId?: string | null;
}

/**
 * Opens the API's stream of attempts with the subscriber's own session (so
 * the API applies the queries' permissions: 404 for an assignment or group
 * they do not see) and yields each attempt until the subscriber leaves.
 * Opening happens before the first event, so a refusal is the
 * subscription's error rather than a broken stream.
 */
async function attemptEvents(context: GatewayContext, args: AttemptArgs): Promise<AsyncIterable<AttemptEvent>> {
  await requireAccess(context, 'readGroups');
  const { assignmentId, groupId } = args;
  if (!assignmentId === !groupId) {
    throw new GraphQLError('Name an assignmentId or a groupId, not both.', {
      extensions: { code: ERROR_KINDS.badRequest.graphql },
    });
  }
  const abort = new AbortController();
  const query = assignmentId ? { assignmentId } : { groupId: groupId ?? undefined };
  const stream = await context.rest.events('/api/v1/events/attempts', { query }, abort.signal);
  return eventsOf(stream, abort);
}

/**
 * The API's stream as the subscription's events. Not an async generator: a
 * generator's `return()` waits for the read in progress (and skips `finally`
 * when no read has begun), so a subscriber who left would keep the API's
 * stream, and its place among the person's streams, until the next attempt.
 * Here `return()` aborts the request at once, which also ends that read.
 */
function eventsOf(
  stream: ReadableStream<EventSourceMessage>,
  abort: AbortController,
): AsyncIterableIterator<AttemptEvent> {
  const reader = stream.getReader();
  const ended: IteratorReturnResult<undefined> = { done: true, value: undefined };
  const events: AsyncIterableIterator<AttemptEvent> = {
    [Symbol.asyncIterator]: () => events,
    async next() {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          if (value.event === 'attempt') return { done: false, value: attemptEventOf(value.data) };
        }
      } catch (error) {
        // Aborted: the subscriber left. Anything else (the API's connection broke) is the subscription's error.
        if (!abort.signal.aborted) {
          abort.abort();
          throw error;
        }
      }
      abort.abort();
      return ended;
    },
    async return() {
      abort.abort();
      return ended;
    },
  };
  return events;
}

function attemptEventOf(data: string): AttemptEvent {
  // The API's own JSON (its AttemptStreamEvent schema), as trusted as any answer of the API.
  const event = JSON.parse(data) as RestAttemptStreamEvent;
  return Object.assign(new AttemptEvent(), {
    assignmentId: event.assignmentId,
    groupId: event.groupId,
    studentId: event.studentId,
    questId: event.questId,
    recordedAt: new Date(event.recordedAt),
    row: event.row ? progressRowFromRest(event.assignmentId, event.row) : null,
    leaderboard: event.leaderboard.map((entry) => leaderboardEntryFromRest(event.assignmentId, entry)),
  });
}

@Resolver()
export class AttemptSubscriptionResolver {
  @Subscription(() => AttemptEvent, {
    description:
      "Live (graphql-ws on /graphql): an event for each attempt recorded at this assignment, or at any assignment of this group, that the caller sees (name one of them). Each carries what the attempt changed (the student's progress row, the leaderboard entries it moved): the track-group page, the Progress tab and the leaderboard put them in place of what they show, and refetch only when their socket connects again. A connection holds a few of these at most.",
    subscribe: ({ args, context }) => attemptEvents(context as GatewayContext, args as AttemptArgs),
  })
  @Auth('readGroups')
  attemptRecorded(
    @Root() event: AttemptEvent,
    @Arg('assignmentId', () => ID, { nullable: true, description: 'The assignment (a UUID).' })
    _assignmentId: string | null,
    @Arg('groupId', () => ID, { nullable: true, description: 'The group (a UUID).' }) _groupId: string | null,
  ): AttemptEvent {
    return event;
  }
}
