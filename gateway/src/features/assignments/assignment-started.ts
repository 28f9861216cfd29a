import { Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { Assignment } from './assignment.type.js';

@ObjectType({ description: 'How many of an assignment’s students have started it ("12 of 25 started").' })
export class StartedCount {
  @Field(() => Int, { description: 'The students with at least one attempt at one of its activities.' })
  started!: number;

  @Field(() => Int, { description: 'The students of its group.' })
  students!: number;
}

@Resolver(() => Assignment)
export class AssignmentStartedResolver {
  @FieldResolver(() => StartedCount, {
    nullable: true,
    description:
      'How many of its students have started it (the staff home’s "12 of 25 started"); null for an assignment the caller no longer sees. Every assignment of a query is counted in one REST read.',
  })
  @Auth('trackResults')
  async started(@Root() assignment: Assignment, @Ctx() context: GatewayContext): Promise<StartedCount | null> {
    const count = await context.loaders.startedCounts.load(assignment.id);
    return count && Object.assign(new StartedCount(), { started: count.started, students: count.students });
  }
}
