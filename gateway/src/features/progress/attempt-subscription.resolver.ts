import { GraphQLError } from 'graphql';
import { Arg, ID, Resolver, Root, Subscription } from 'type-graphql';
import type { EventSourceMessage } from 'eventsource-parser/stream';
import { Auth, requireAccess } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { AttemptEvent } from './attempt.inputs.js';

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
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  const abort = new AbortController();
  const query = assignmentId ? { assignmentId } : { groupId: groupId ?? undefined };
  const stream = await context.rest.events('/api/v1/events/attempts', { query }, abort.signal);
  return eventsOf(stream, abort);
}

async function* eventsOf(
  stream: ReadableStream<EventSourceMessage>,
  abort: AbortController,
): AsyncGenerator<AttemptEvent> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      if (value.event !== 'attempt') continue;
      const event = JSON.parse(value.data) as Omit<AttemptEvent, 'recordedAt'> & { recordedAt: string };
      yield Object.assign(new AttemptEvent(), { ...event, recordedAt: new Date(event.recordedAt) });
    }
  } catch (error) {
    // The subscriber left (abort) or the API closed the stream: the subscription ends either way.
    if (!abort.signal.aborted) throw error;
  } finally {
    abort.abort();
    reader.releaseLock();
  }
}

@Resolver()
export class AttemptSubscriptionResolver {
  @Subscription(() => AttemptEvent, {
    description:
      'Live (graphql-ws on /graphql): an event for each attempt recorded at this assignment, or at any assignment of this group, that the caller sees (name one of them). The track-group page, the Progress tab and the leaderboard refetch on it. A connection holds a few of these at most.',
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
