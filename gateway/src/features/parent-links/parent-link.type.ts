import { DateTime } from '../../schema/date-time.js';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { RestLinkPerson, RestLinkStatus, RestParentLink } from '../../rest/rest-types.js';

export enum ParentLinkStatus {
  PENDING = 'pending',
  ACTIVE = 'active',
}
registerEnumType(ParentLinkStatus, {
  name: 'ParentLinkStatus',
  description: 'The state of a link between a parent and a student.',
  valuesConfig: {
    PENDING: {
      description:
        'A request made by a parent (for themself) or a teacher, waiting for the student to accept or an admin to approve; gives the parent no access.',
    },
    ACTIVE: {
      description: "Made by an admin, or accepted or approved: the student is the parent's child.",
    },
  },
});

export function linkStatusFromRest(status: RestLinkStatus | undefined): ParentLinkStatus {
  return status === 'pending' ? ParentLinkStatus.PENDING : ParentLinkStatus.ACTIVE;
}

@ObjectType({ description: 'One side of a parent link: who they are, as whoever decides on the link sees them.' })
export class LinkPerson {
  @Field(() => ID, { description: 'Their user id (a UUID).' })
  id!: string;

  @Field(() => String, { description: 'First name.' })
  firstName!: string;

  @Field(() => String, { description: 'Last name.' })
  lastName!: string;

  @Field(() => String, { description: 'Their e-mail address.' })
  email!: string;
}

@ObjectType({ description: 'A link between a parent and a student, or a request for one.' })
export class ParentLink {
  @Field(() => ID, { description: 'The parent’s and the child’s ids, joined by a colon.' })
  id!: string;

  @Field(() => LinkPerson, { description: 'The parent.' })
  parent!: LinkPerson;

  @Field(() => LinkPerson, { description: 'The student.' })
  child!: LinkPerson;

  @Field(() => ParentLinkStatus, {
    description: 'PENDING while it is a request; ACTIVE once made by an admin, or accepted or approved.',
  })
  status!: ParentLinkStatus;

  @Field(() => DateTime, { description: 'When the link was asked for (an instant, answered at UTC).' })
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
