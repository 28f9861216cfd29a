import { LARGEST_PAGE } from '@portal/domain';
import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, sliceConnection, type ConnectionShape } from '../../schema/connection.js';
import { OrderDirection } from '../../schema/order.js';
import { PageArgs } from '../../schema/page.args.js';
import { AssignmentConnection } from '../assignments/assignment-connection.type.js';
import { Assignment, assignmentFromRest } from '../assignments/assignment.type.js';
import { UserConnection } from '../people/user-connection.type.js';
import { User, userFromRest } from '../people/user.type.js';
import { AssignmentCounts } from './assignment-counts.type.js';
import { GroupConnection } from './group-connection.type.js';
import { GroupAssignmentsArgs } from './group-assignments.args.js';
import { GroupStudentsArgs } from './group-students.args.js';
import { Group, groupFromRest } from './group.type.js';

@Resolver(() => Group)
export class GroupsResolver {
  @Query(() => GroupConnection, {
    description:
      'The groups the caller may see, by name: all of the school for an admin, owned ones for a teacher, own for a student, the children’s for a parent, none for root.',
  })
  @Auth('readGroups')
  async groups(@Args(() => PageArgs) args: PageArgs, @Ctx() context: GatewayContext): Promise<ConnectionShape<Group>> {
    const page = pageOf(args);
    const { data, total } = await context.rest.get('/api/v1/groups', {
      query: { start: page.offset, count: page.first },
    });
    for (const group of data) context.loaders.groupsById.prime(group.groupId, group);
    return connectionOf(data.map(groupFromRest), page.offset, total);
  }

  @Query(() => Group, {
    nullable: true,
    description: 'One group by id; null when no group the caller may see has that id (see `groups` for which).',
  })
  @Auth('readGroups')
  async group(
    @Arg('id', () => ID, { description: "The group's id (a UUID)." }) id: string,
    @Ctx() context: GatewayContext,
  ): Promise<Group | null> {
    const group = await context.loaders.groupsById.load(id);
    return group ? groupFromRest(group) : null;
  }

  @FieldResolver(() => UserConnection, {
    description:
      'The staff (teachers or admins) who own the group, one or more, by last name: whoever sees the group sees them.',
  })
  owners(@Root() group: Group, @Args(() => PageArgs) args: PageArgs): ConnectionShape<User> {
    return sliceConnection(group.ownerUsers, pageOf(args));
  }

  @FieldResolver(() => UserConnection, {
    description:
      "The group's students, by last name unless ordered otherwise, paged and filtered by name. Admins and teachers only (readGroupMembers); anyone else gets FORBIDDEN for this field.",
  })
  @Auth('readGroupMembers')
  async students(
    @Root() group: Group,
    @Args(() => GroupStudentsArgs) args: GroupStudentsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<User>> {
    const page = pageOf(args);
    const name = args.name?.trim() || undefined;
    const view = { page, sortBy: args.orderBy.field, sortOrder: args.orderBy.direction, name };
    const { items, total } = await context.loaders.studentsOfGroup(view).load(group.id);
    return connectionOf(items.map(userFromRest), page.offset, total);
  }

  @FieldResolver(() => AssignmentCounts, {
    description: 'How many of its assignments are scheduled, in progress and completed now.',
  })
  async assignmentCounts(@Root() group: Group, @Ctx() context: GatewayContext): Promise<AssignmentCounts> {
    const all = await allAssignmentsOf(context, group.id);
    const counts = { scheduled: 0, inProgress: 0, completed: 0 };
    for (const { status } of all) {
      if (status === 'Scheduled') counts.scheduled += 1;
      else if (status === 'Completed') counts.completed += 1;
      else counts.inProgress += 1;
    }
    return counts;
  }

  @FieldResolver(() => AssignmentConnection, {
    description: 'The assignments given to this group, by start date (earliest first unless ordered otherwise).',
  })
  async assignments(
    @Root() group: Group,
    @Args(() => GroupAssignmentsArgs) args: GroupAssignmentsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<Assignment>> {
    const page = pageOf(args);
    if (args.ids) {
      // The chosen ones of the whole list (one batched read for most groups), in the asked direction.
      const wanted = new Set(args.ids);
      const all = await allAssignmentsOf(context, group.id);
      const chosen = all.filter((item) => wanted.has(item.assignmentId));
      if (args.orderBy.direction === OrderDirection.DESC) chosen.reverse();
      return sliceConnection(chosen.map(assignmentFromRest), page);
    }
    const view = { ...page, sortOrder: args.orderBy.direction };
    const { items, total } = await context.loaders.assignmentsOfGroup(view).load(group.id);
    return connectionOf(items.map(assignmentFromRest), page.offset, total);
  }
}

/**
 * Every assignment of a group, a page of the batch read at a time: the pages
 * after the first are read only for a group with more assignments than a page
 * holds, so a list of groups costs one REST call however many groups it shows.
 */
async function allAssignmentsOf(context: GatewayContext, groupId: string) {
  const first = LARGEST_PAGE;
  const { items, total } = await context.loaders
    .assignmentsOfGroup({ first, offset: 0, sortOrder: 'asc' })
    .load(groupId);
  const all = [...items];
  while (all.length < total) {
    const next = await context.loaders
      .assignmentsOfGroup({ first, offset: all.length, sortOrder: 'asc' })
      .load(groupId);
    if (next.items.length === 0) break;
    all.push(...next.items);
  }
  return all;
}
