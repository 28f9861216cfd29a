import { DateTime } from '../../schema/date-time.js';
import { Args, ArgsType, Ctx, Field, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { PageArgs } from '../../schema/page.args.js';
import { UserConnection } from '../people/user-connection.type.js';
import { User, userFromRest } from '../people/user.type.js';

@ArgsType()
export class RegisteredUsersArgs extends PageArgs {
  @Field(() => DateTime, {
    nullable: true,
    description: 'Only users registered on or after this day (its date at UTC counts; the time is ignored).',
  })
  dateFrom?: Date | null;

  @Field(() => DateTime, {
    nullable: true,
    description: 'Only users registered on or before this day (its date at UTC counts; the time is ignored).',
  })
  dateTo?: Date | null;
}

const day = (date: Date | null | undefined) => date?.toISOString().slice(0, 10);

@Resolver()
export class RegisteredUsersResolver {
  @Query(() => UserConnection, {
    description: 'Users of every school, newest first, each with their school (root only: anyone else gets FORBIDDEN).',
  })
  @Auth('readRegisteredUsers')
  async registeredUsers(
    @Args(() => RegisteredUsersArgs) args: RegisteredUsersArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<User>> {
    const page = pageOf(args);
    const { data, total } = await context.rest.get('/api/v1/registered-users', {
      query: { dateFrom: day(args.dateFrom), dateTo: day(args.dateTo), start: page.offset, count: page.first },
    });
    return connectionOf(data.map(userFromRest), page.offset, total);
  }
}
