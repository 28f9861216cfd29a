import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GatewayContext } from '../../context/context.js';
import { AssignmentActivity } from '../assignments/assignment.type.js';
import { Activity, activityFromRest } from './activity.type.js';

/** An assignment's activity as the library holds it: every activity of a page of assignments in one batch read. */
@Resolver(() => AssignmentActivity)
export class AssignmentActivityResolver {
  @FieldResolver(() => Activity, {
    nullable: true,
    description:
      'The activity itself (name, realm, images, questions); null when the library has no activity with this questId. All the activities a query names are read in one REST call.',
  })
  async activity(
    @Root() assignmentActivity: AssignmentActivity,
    @Ctx() context: GatewayContext,
  ): Promise<Activity | null> {
    const found = await context.loaders.activitiesByQuestId.load(assignmentActivity.questId);
    return found ? activityFromRest(found) : null;
  }
}
