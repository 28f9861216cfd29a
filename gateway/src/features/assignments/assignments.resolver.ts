import { Args, Ctx, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { Connection, sliceConnection, type ConnectionShape } from '../../schema/connection.js';
import { Group, groupFromRest } from '../groups/group.type.js';
import { PageArgs } from '../../schema/page.args.js';
import { Assignment, assignmentFromRest } from './assignment.type.js';

@ObjectType({ description: 'One page of assignments.' })
export class AssignmentConnection extends Connection('Assignment', Assignment) {}

@Resolver(() => Assignment)
export class AssignmentsResolver {
  @Query(() => AssignmentConnection, {
    description: 'The assignments of the groups the caller may see (see `groups` for which): all in one list, paged.',
  })
  @Auth('readGroups')
  async assignments(
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<Assignment>> {
    const { data } = await context.rest.get('/api/v1/assignments');
    const now = new Date();
    return sliceConnection(
      data.map((a) => assignmentFromRest(a, now)),
      first,
      after,
    );
  }

  @FieldResolver(() => Group, {
    nullable: true,
    description: 'The group it is given to; null when that group no longer exists or the caller may not see it.',
  })
  async group(@Root() assignment: Assignment, @Ctx() context: GatewayContext): Promise<Group | null> {
    const group = await context.loaders.groupsById.load(assignment.groupId);
    return group ? groupFromRest(group) : null;
  }
}
