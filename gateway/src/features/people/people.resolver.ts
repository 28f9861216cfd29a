import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import { Role } from '../../auth/role.enum.js';
import type { GatewayContext } from '../../context/context.js';
import { checkFirst, connectionOf, offsetAfter, type ConnectionShape } from '../../schema/connection.js';
import { checkedId } from '../../schema/ids.js';
import { Group, groupFromRest } from '../groups/group.type.js';
import { Child, childFromRest } from './child.type.js';
import { PeopleArgs, schoolRoleFilter } from './people.args.js';
import { UserConnection } from './user-connection.type.js';
import { User, userFromRest } from './user.type.js';

@Resolver(() => User)
export class PeopleResolver {
  @Query(() => UserConnection, {
    description:
      "The people of the caller's school, filtered, sorted and paged (admins and teachers; anyone else gets FORBIDDEN).",
  })
  @Auth('listPeople')
  async people(
    @Args(() => PeopleArgs) args: PeopleArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<User>> {
    const offset = offsetAfter(args.after);
    const { data, total } = await context.rest.get('/api/v1/users', {
      query: {
        role: schoolRoleFilter(args.role),
        name: args.name?.trim() || undefined,
        group: args.group ? checkedId(args.group, 'group') : undefined,
        sortBy: args.sortBy,
        sortOrder: args.sortOrder,
        start: offset,
        count: checkFirst(args.first),
      },
    });
    for (const user of data) context.loaders.usersById.prime(user.userId, user);
    return connectionOf(data.map(userFromRest), offset, total);
  }

  @Query(() => User, {
    description:
      "One person by id: admins and teachers see anyone of their school, a parent themself and their children (active links), a student or root themself. Another school's person is NOT_FOUND, like an unknown id.",
  })
  @Auth('readPeople')
  async user(
    @Arg('id', () => ID, { description: "The person's user id (a UUID); anything else is BAD_USER_INPUT." }) id: string,
    @Ctx() context: GatewayContext,
  ): Promise<User> {
    return userFromRest((await context.rest.get('/api/v1/user/{id}', { path: { id: checkedId(id) } })).data);
  }

  @FieldResolver(() => [Child], {
    description: 'The children linked by an active link, for a parent; empty for anyone else.',
  })
  async children(@Root() user: User, @Ctx() context: GatewayContext): Promise<Child[]> {
    if (!user.roles.includes(Role.PARENT)) return [];
    const children = await context.loaders.childrenByParentId.load(user.id);
    return children.map(childFromRest);
  }

  @FieldResolver(() => [Group], { description: 'The groups the user belongs to, as student or owner; empty for root.' })
  async groups(@Root() user: User, @Ctx() context: GatewayContext): Promise<Group[]> {
    const ids = await context.loaders.groupIdsByUserId.load(user.id);
    const groups = await context.loaders.groupsById.loadMany(ids);
    return groups.flatMap((group) => (group && !(group instanceof Error) ? [groupFromRest(group)] : []));
  }
}
