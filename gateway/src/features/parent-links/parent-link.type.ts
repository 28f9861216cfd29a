import { DateTime } from '../../schema/date-time.js';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../schema/connection.js';
import type { RestLinkStatus, RestParentLink } from '../../rest/rest-types.js';
import { User, userFromRest } from '../people/user.type.js';

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
        "A request made by a parent (for themself) or a teacher, waiting for the school to approve it (an admin, or a teacher of one of the child's groups); gives the parent no access.",
    },
    ACTIVE: {
      description:
        "Made by an admin, approved by the school, or made with a family code: the student is the parent's child.",
    },
  },
});

export function linkStatusFromRest(status: RestLinkStatus | undefined): ParentLinkStatus {
  return status === 'pending' ? ParentLinkStatus.PENDING : ParentLinkStatus.ACTIVE;
}

@ObjectType({ description: 'A link between a parent and a student, or a request for one.' })
export class ParentLink {
  @Field(() => ID, { description: 'The parent’s and the child’s ids, joined by a colon.' })
  id!: string;

  @Field(() => User, { description: 'The parent.' })
  parent!: User;

  @Field(() => User, { description: 'The student.' })
  child!: User;

  @Field(() => ParentLinkStatus, {
    description: 'PENDING while it is a request; ACTIVE once made by an admin, approved, or made with a family code.',
  })
  status!: ParentLinkStatus;

  @Field(() => DateTime, { description: 'When the link was asked for (an instant, answered at UTC).' })
  requestedAt!: Date;
}

export function parentLinkFromRest(link: RestParentLink): ParentLink {
  return Object.assign(new ParentLink(), {
    id: `${link.parent.userId}:${link.child.userId}`,
    parent: userFromRest(link.parent),
    child: userFromRest(link.child),
    status: linkStatusFromRest(link.status),
    requestedAt: new Date(link.requestedAt),
  });
}

@ObjectType({ description: 'One page of parent links.' })
export class ParentLinkConnection extends Connection('ParentLink', ParentLink) {}
