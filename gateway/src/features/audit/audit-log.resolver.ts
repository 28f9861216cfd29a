import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { checkedId } from '../../schema/ids.js';
import { User, userFromRest } from '../people/user.type.js';
import { AuditEvent, AuditEventConnection, auditEventFromRest } from './audit-event.type.js';
import { AuditLogArgs } from './audit-log.args.js';

/** The school's audit log (GET /audit, issue 29): its admins read who changed what of whose record. */
@Resolver()
export class AuditLogResolver {
  @Query(() => AuditEventConnection, {
    description:
      "The school's audit log, newest first: group memberships, password resets, e-mails, names, grades, comments and parent links changed, by whom, of whom, when, from which address (admins of the school; anyone else gets FORBIDDEN, root too).",
  })
  @Auth('readAuditLog')
  async auditLog(
    @Args(() => AuditLogArgs) args: AuditLogArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<AuditEvent>> {
    const page = pageOf(args);
    const { data, total } = await context.rest.get('/api/v1/audit', {
      query: {
        start: page.offset,
        count: page.first,
        ...(args.kind ? { kind: args.kind } : {}),
        ...(args.personId ? { personId: checkedId(args.personId, 'personId') } : {}),
      },
    });
    return connectionOf(data.map(auditEventFromRest), page.offset, total);
  }
}

/** An entry's people, as `User`s read in one batch per page (the per-request loader over GET /users?ids=). */
@Resolver(() => AuditEvent)
export class AuditEventPeopleResolver {
  @FieldResolver(() => User, { nullable: true, description: 'Who made the change; null once their account is gone.' })
  async actor(@Root() event: AuditEvent, @Ctx() context: GatewayContext): Promise<User | null> {
    const found = await context.loaders.usersById.load(event.actorId);
    return found ? userFromRest(found) : null;
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: 'Whose record it changed; null once their account is gone.',
  })
  async subject(@Root() event: AuditEvent, @Ctx() context: GatewayContext): Promise<User | null> {
    const found = await context.loaders.usersById.load(event.subjectId);
    return found ? userFromRest(found) : null;
  }
}
