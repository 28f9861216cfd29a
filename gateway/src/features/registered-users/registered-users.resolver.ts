import { GraphQLError } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { Args, ArgsType, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import { Role, fromDomainRole } from '../../auth/role.enum.js';
import type { GatewayContext } from '../../context/context.js';
import { Connection, checkFirst, connectionOf, offsetAfter, type ConnectionShape } from '../../schema/connection.js';

@ObjectType({ description: 'A user of any school, as root sees them.' })
export class RegisteredUser {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => [Role])
  roles!: Role[];

  @Field(() => String, { nullable: true })
  schoolName!: string | null;

  @Field(() => DateTimeResolver)
  createdAt!: Date;
}

@ObjectType()
export class RegisteredUserConnection extends Connection('RegisteredUser', RegisteredUser) {}

@ArgsType()
export class RegisteredUsersArgs {
  @Field(() => DateTimeResolver, { nullable: true, description: 'Registered on or after this day.' })
  dateFrom?: Date | null;

  @Field(() => DateTimeResolver, { nullable: true, description: 'Registered on or before this day.' })
  dateTo?: Date | null;

  @Field(() => Int, {
    defaultValue: 10,
    description: 'A page of 10, 20 or 30 (the page sizes of the Registered Users table).',
  })
  first!: number;

  @Field(() => String, { nullable: true })
  after?: string | null;
}

const day = (date: Date | null | undefined) => date?.toISOString().slice(0, 10);

@Resolver()
export class RegisteredUsersResolver {
  @Query(() => RegisteredUserConnection, { description: 'Users of every school by registration date (root only).' })
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
