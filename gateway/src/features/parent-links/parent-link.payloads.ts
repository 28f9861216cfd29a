import { Field, ID, ObjectType } from 'type-graphql';
import { ParentLink } from './parent-link.type.js';

@ObjectType({ description: 'The outcome of accepting or approving a link request.' })
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
