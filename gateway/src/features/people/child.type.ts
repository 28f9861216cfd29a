import { Field, ID, ObjectType } from 'type-graphql';
import type { RestChild } from '../../rest/rest-types.js';
import { ParentLinkStatus, linkStatusFromRest } from '../parent-links/parent-link.type.js';

@ObjectType({ description: 'A student linked to a parent, or asked for (status PENDING).' })
export class Child {
  @Field(() => ID, { description: "The student's user id (a UUID)." })
  id!: string;

  @Field(() => String, { description: "The student's first name." })
  firstName!: string;

  @Field(() => String, { nullable: true, description: "The student's last name; null when the API does not give it." })
  lastName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The student's e-mail address; null when the API does not give it.",
  })
  email!: string | null;

  @Field(() => ParentLinkStatus, { description: 'Only an ACTIVE link gives the parent access to the child.' })
  status!: ParentLinkStatus;
}

export function childFromRest(child: RestChild): Child {
  return Object.assign(new Child(), {
    id: child.id,
    firstName: child.firstname,
    lastName: child.lastName ?? null,
    email: child.email ?? null,
    status: linkStatusFromRest(child.status),
  });
}
