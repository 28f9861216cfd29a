import { Field, ID, ObjectType } from 'type-graphql';
import { DateTime } from '../../schema/date-time.js';
import { ParentLink } from './parent-link.type.js';

@ObjectType({ description: 'The outcome of approving a link request.' })
export class AcceptParentLinkPayload {
  @Field(() => ParentLink, { description: 'The link, now ACTIVE.' })
  link!: ParentLink;
}

@ObjectType({ description: 'The request declined, and so deleted.' })
export class DeclineParentLinkPayload {
  @Field(() => ID, { description: "The parent's user id." })
  parentId!: string;

  @Field(() => ID, { description: "The student's user id." })
  childId!: string;
}

@ObjectType({
  description: 'A family code just made: shown this once, to print for the parent (only its hash is kept).',
})
export class FamilyCodePayload {
  @Field(() => String, { description: 'The code, as the parent types it.' })
  code!: string;

  @Field(() => DateTime, { description: 'Until when it may be redeemed, once (an instant, answered at UTC).' })
  expiresAt!: Date;
}
