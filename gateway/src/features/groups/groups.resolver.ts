import { Arg, Args, Ctx, FieldResolver, ID, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { Connection, sliceConnection, type ConnectionShape } from '../../schema/connection.js';
import { PageArgs } from '../../schema/page.args.js';
import { Assignment, assignmentFromRest } from '../assignments/assignment.type.js';
import { User, userFromRest } from '../people/user.type.js';
import { UserConnection } from '../people/user-connection.type.js';
import { Group, groupFromRest } from './group.type.js';

@ObjectType({ description: 'One page of groups.' })
export class GroupConnection extends Connection('Group', Group) {}

@Resolver(() => Group)
export class GroupsResolver {
  @Query(() => GroupConnection, {
    description:
      'The groups the caller may see: all of the school for an admin, owned ones for a teacher, own for a student, the children’s for a parent, none for root.',
  })
  @Auth('readGroups')
  async groups(
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<Group>> {
    const { data } = await context.rest.get('/api/v1/groups');
    for (const group of data) context.loaders.groupsById.prime(group.groupId, group);
    return sliceConnection(data.map(groupFromRest), first, after);
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
      "The group's students, paged. Admins and teachers only (readGroupMembers); anyone else gets FORBIDDEN for this field.",
  })
  @Auth('readGroupMembers')
  async students(
    @Root() group: Group,
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<User>> {
    const page = sliceConnection(group.studentIds, first, after);
    const users = await context.loaders.usersById.loadMany(page.edges.map((edge) => edge.node));
    return {
      ...page,
      edges: page.edges.flatMap((edge, index) => {
        const user = users[index];
        return user && !(user instanceof Error) ? [{ cursor: edge.cursor, node: userFromRest(user) }] : [];
      }),
    };
  }

  @FieldResolver(() => [Assignment], { description: 'The assignments given to this group.' })
  async assignments(@Root() group: Group, @Ctx() context: GatewayContext): Promise<Assignment[]> {
    const now = new Date();
    return (await context.loaders.assignmentsByGroupId.load(group.id)).map((a) => assignmentFromRest(a, now));
  }
}
