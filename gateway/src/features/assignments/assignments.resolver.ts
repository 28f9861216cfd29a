import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { Group, groupFromRest } from '../groups/group.type.js';
import { PageArgs } from '../../schema/page.args.js';
import { AssignmentConnection } from './assignment-connection.type.js';
import { Assignment, assignmentFromRest } from './assignment.type.js';

@Resolver(() => Assignment)
export class AssignmentsResolver {
  @Query(() => AssignmentConnection, {
    description:
      'The assignments of the groups the caller may see (see `groups` for which): all in one list by start date, paged.',
  })
  @Auth('readGroups')
  async assignments(
    @Args(() => PageArgs) args: PageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<Assignment>> {
    const page = pageOf(args);
    const { data, total } = await context.rest.get('/api/v1/assignments', {
      query: { start: page.offset, count: page.first },
    });
    return connectionOf(data.map(assignmentFromRest), page.offset, total);
  }

  @Query(() => Assignment, {
    nullable: true,
    description:
      'One assignment by id; null when it is not an assignment of a group the caller may see (see `groups` for which).',
  })
  @Auth('readGroups')
  async assignment(
    @Arg('id', () => ID, { description: "The assignment's id (a UUID)." }) id: string,
    @Ctx() context: GatewayContext,
  ): Promise<Assignment | null> {
    const answer = await context.rest.getUnless([404], '/api/v1/assignments/{id}', { path: { id } });
    return answer ? assignmentFromRest(answer.data) : null;
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
