import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { checkedId } from '../../schema/ids.js';
import { PageArgs } from '../../schema/page.args.js';
import { GroupConnection } from '../groups/group-connection.type.js';
import { Group, groupFromRest } from '../groups/group.type.js';
import { childrenPage } from './children-page.js';
import { PeopleArgs, schoolRoleFilter } from './people.args.js';
import { PersonPermissions, permissionsFromRest } from './person-permissions.type.js';
import { UserConnection } from './user-connection.type.js';
import { User, userFromRest } from './user.type.js';

@Resolver(() => User)
export class PeopleResolver {
  @Query(() => UserConnection, {
    description:
      "The people of the caller's school, filtered, ordered and paged (admins and teachers; anyone else gets FORBIDDEN).",
  })
  @Auth('listPeople')
  async people(
    @Args(() => PeopleArgs) args: PeopleArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<User>> {
    const page = pageOf(args);
    const { data, total } = await context.rest.get('/api/v1/users', {
      query: {
        role: schoolRoleFilter(args.role),
        name: args.name?.trim() || undefined,
        group: args.group ? checkedId(args.group, 'group') : undefined,
        sortBy: args.orderBy.field,
        sortOrder: args.orderBy.direction,
        scope: args.scope,
        start: page.offset,
        count: page.first,
      },
    });
    for (const user of data) context.loaders.usersById.prime(user.userId, user);
    return connectionOf(data.map(userFromRest), page.offset, total);
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

  @FieldResolver(() => UserConnection, {
    description:
      "A parent's children (active links), by first name; empty for anyone else and for a parent whose children the caller may not read.",
  })
  async children(
    @Root() user: User,
    @Args(() => PageArgs) args: PageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<User>> {
    return childrenPage(user, args, context.loaders.childrenOfParent);
  }

  @FieldResolver(() => PersonPermissions, {
    description:
      "Which of the person's details the caller may change (admin: anyone of the school's; teacher: their own and their groups' students'; parent: their own, and a child's password; anyone: their own); all false for a person they may not read.",
  })
  async viewerMay(@Root() user: User, @Ctx() context: GatewayContext): Promise<PersonPermissions> {
    return permissionsFromRest(await context.loaders.permissionsOnUser.load(user.id));
  }

  @FieldResolver(() => GroupConnection, {
    description:
      'The groups the user belongs to, as student or owner, among those the caller sees, by name; empty for root.',
  })
  async groups(
    @Root() user: User,
    @Args(() => PageArgs) args: PageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<Group>> {
    const page = pageOf(args);
    const { items, total } = await context.loaders.groupsOfUser(page).load(user.id);
    const groups = await context.loaders.groupsById.loadMany(items.map((group) => group.groupId));
    const nodes = groups.flatMap((group) => (group && !(group instanceof Error) ? [groupFromRest(group)] : []));
    return connectionOf(nodes, page.offset, total);
  }
}
