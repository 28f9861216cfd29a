import { Field, ID, ObjectType } from 'type-graphql';
import { ParentLink } from './parent-link.type.js';

@ObjectType()
export class AcceptParentLinkPayload {
  @Field(() => ParentLink, { description: 'The link, now ACTIVE.' })
  link!: ParentLink;
}

@ObjectType({ description: 'The request declined, and so deleted.' })
export class DeclineParentLinkPayload {
  @Field(() => ID)
  parentId!: string;

  @Field(() => ID)
  childId!: string;
}
