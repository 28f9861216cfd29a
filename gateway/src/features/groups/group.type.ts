import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { RestGroup } from '../../rest/rest-types.js';

@ObjectType({ description: 'An owner of a group, as the group lists them.' })
export class GroupOwner {
  @Field(() => ID, { description: "The owner's user id (a UUID)." })
  id!: string;

  @Field(() => String, { description: 'First name.' })
  firstName!: string;

  @Field(() => String, { description: 'Last name.' })
  lastName!: string;
}

@ObjectType({ description: 'A group (class) of students, owned by one or more staff.' })
export class Group {
  @Field(() => ID, { description: "The group's id (a UUID)." })
  id!: string;

  @Field(() => String, { description: 'Its name, such as "Year 3 Explorers".' })
  name!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The school year of its students (an integer, such as 3); null when not set.',
  })
  yearLevel!: number | null;

  @Field(() => [GroupOwner], { description: 'The staff (teachers or admins) who own the group: one or more.' })
  owners!: GroupOwner[];

  @Field(() => Int, {
    description: 'How many students are in the group; readable by whoever sees the group, unlike `students`.',
  })
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
