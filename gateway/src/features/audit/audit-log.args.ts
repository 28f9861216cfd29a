import { ArgsType, Field, ID } from 'type-graphql';
import { PageArgs } from '../../schema/page.args.js';
import { AuditKind } from './audit-event.type.js';

@ArgsType()
export class AuditLogArgs extends PageArgs {
  @Field(() => AuditKind, { nullable: true, description: 'Only entries of this kind; null or left out: every kind.' })
  kind?: AuditKind | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'Only the changes this person (a user id, a UUID; anything else is BAD_USER_INPUT) made or underwent; null or left out: everyone.',
  })
  personId?: string | null;
}
