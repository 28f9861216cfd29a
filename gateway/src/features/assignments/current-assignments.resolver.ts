import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { PageArgs } from '../../schema/page.args.js';
import { AssignmentConnection } from './assignment-connection.type.js';
import { Assignment, assignmentFromRest } from './assignment.type.js';

/** The homes' list (issue 35): what is current first, ordered and paged by the API. */
@Resolver(() => Assignment)
export class CurrentAssignmentsResolver {
  @Query(() => AssignmentConnection, {
    description:
      'The assignments of the groups the caller may see (see `groups` for which), what is current first: in progress by due date, then scheduled by start date, then the rest latest ended first; ties by name. Paged by the API, so the first page is today’s work however long the history.',
  })
  @Auth('readGroups')
  async currentAssignments(
    @Args(() => PageArgs) args: PageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<Assignment>> {
    const page = pageOf(args);
    const { data, total } = await context.rest.get('/api/v1/assignments/current', {
      query: { start: page.offset, count: page.first },
    });
    return connectionOf(data.map(assignmentFromRest), page.offset, total);
  }
}
