import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { RestLinkPerson, RestLinkStatus, RestParentLink } from '../../rest/rest-types.js';

export enum ParentLinkStatus {
  PENDING = 'pending',
  ACTIVE = 'active',
}
registerEnumType(ParentLinkStatus, {
  name: 'ParentLinkStatus',
  description:
    'PENDING: asked for by a parent or a teacher, waiting for the student or an admin; gives the parent no access. ACTIVE: a child.',
});

export function linkStatusFromRest(status: RestLinkStatus | undefined): ParentLinkStatus {
  return status === 'pending' ? ParentLinkStatus.PENDING : ParentLinkStatus.ACTIVE;
}

@ObjectType({ description: 'One side of a parent link: who they are, as whoever decides on the link sees them.' })
export class LinkPerson {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;
}

@ObjectType({ description: 'A link between a parent and a student, or a request for one.' })
export class ParentLink {
  @Field(() => ID, { description: 'The parent’s and the child’s ids, joined by a colon.' })
  id!: string;

  @Field(() => LinkPerson)
  parent!: LinkPerson;

  @Field(() => LinkPerson)
  child!: LinkPerson;

  @Field(() => ParentLinkStatus)
  status!: ParentLinkStatus;

  @Field(() => DateTimeResolver, { description: 'When it was asked for.' })
  requestedAt!: Date;
}

const personFromRest = (person: RestLinkPerson): LinkPerson =>
  Object.assign(new LinkPerson(), {
    id: person.userId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
  });

export function parentLinkFromRest(link: RestParentLink): ParentLink {
  return Object.assign(new ParentLink(), {
    id: `${link.parent.userId}:${link.child.userId}`,
    parent: personFromRest(link.parent),
    child: personFromRest(link.child),
    status: linkStatusFromRest(link.status),
    requestedAt: new Date(link.requestedAt),
  });
}
