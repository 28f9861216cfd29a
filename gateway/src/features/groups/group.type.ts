import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { RestGroup } from '../../rest/rest-types.js';

@ObjectType({ description: 'An owner of a group, as the group lists them.' })
export class GroupOwner {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;
}

@ObjectType({ description: 'A group (class) of students, owned by one or more staff.' })
export class Group {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int, { nullable: true })
  yearLevel!: number | null;

  @Field(() => [GroupOwner], { description: 'One owner shows as "Owner", several as "Co-owners".' })
  owners!: GroupOwner[];

  @Field(() => Int)
  studentCount!: number;

  studentIds!: string[];
}

export function groupFromRest(rest: RestGroup): Group {
  return Object.assign(new Group(), {
    id: rest.groupId,
    name: rest.name,
    yearLevel: rest.yearLevel,
    owners: rest.owners.map((owner) =>
      Object.assign(new GroupOwner(), { id: owner.userId, firstName: owner.firstName, lastName: owner.lastName }),
    ),
    studentCount: rest.studentIds.length,
    studentIds: rest.studentIds,
  });
}
