import { GraphQLError } from 'graphql';
import { DateTime } from '../../schema/date-time.js';
import { Args, ArgsType, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import { Role, fromDomainRole } from '../../auth/role.enum.js';
import type { GatewayContext } from '../../context/context.js';
import { Connection, checkFirst, connectionOf, offsetAfter, type ConnectionShape } from '../../schema/connection.js';

@ObjectType({ description: 'A user of any school, as root sees them.' })
export class RegisteredUser {
  @Field(() => ID, { description: 'Their user id (a UUID).' })
  id!: string;

  @Field(() => String, { description: 'First name.' })
  firstName!: string;

  @Field(() => String, { description: 'Last name.' })
  lastName!: string;

  @Field(() => String, { description: 'Their e-mail address.' })
  email!: string;

  @Field(() => [Role], { description: 'Every role they hold.' })
  roles!: Role[];

  @Field(() => String, { nullable: true, description: "Their school's name; null for root, who belongs to none." })
  schoolName!: string | null;

  @Field(() => DateTime, { description: 'When the account was created (an instant, answered at UTC).' })
  createdAt!: Date;
}

@ObjectType({ description: 'One page of registered users.' })
export class RegisteredUserConnection extends Connection('RegisteredUser', RegisteredUser) {}

@ArgsType()
export class RegisteredUsersArgs {
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

  @Field(() => Int, {
    defaultValue: 10,
    description: 'How many users a page holds at most: 1 to 100.',
  })
  first!: number;

  @Field(() => String, {
    nullable: true,
    description:
      "Start just after this cursor (an edge's `cursor` or `pageInfo.endCursor`), which must end a whole page of `first`; null or left out starts at the first.",
  })
  after?: string | null;
}

const day = (date: Date | null | undefined) => date?.toISOString().slice(0, 10);

@Resolver()
export class RegisteredUsersResolver {
  @Query(() => RegisteredUserConnection, {
    description: 'Users of every school, ordered by registration date (root only: anyone else gets FORBIDDEN).',
  })
  @Auth('readRegisteredUsers')
  async registeredUsers(
    @Args(() => RegisteredUsersArgs) args: RegisteredUsersArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<RegisteredUser>> {
    const offset = offsetAfter(args.after);
    const count = checkFirst(args.first);
    if (offset % count !== 0) {
      throw new GraphQLError('Registered users are paged by whole pages of `first`.', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const { data, total } = await context.rest.get('/api/v1/registered-users', {
      query: { dateFrom: day(args.dateFrom), dateTo: day(args.dateTo), count, page: offset / count },
    });
    const nodes = data.map((row) =>
      Object.assign(new RegisteredUser(), {
        id: row.userId,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        roles: row.role.map(fromDomainRole),
        schoolName: row.schoolName,
        createdAt: new Date(row.createdAt),
      }),
    );
    return connectionOf(nodes, offset, total);
  }
}
