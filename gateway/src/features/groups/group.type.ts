import { Field, ID, Int, ObjectType } from 'type-graphql';
import { User, userFromRest } from '../people/user.type.js';
import type { RestGroup } from '../../rest/rest-types.js';

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

  @Field(() => Int, {
    description: 'How many students are in the group; readable by whoever sees the group, unlike `students`.',
  })
  studentCount!: number;

  @Field(() => Boolean, {
    description:
      'Whether the caller may edit or delete the group and change its members (Edit Group, DELETE GROUP): an admin of its school, or one of its owners.',
  })
  viewerMayManage!: boolean;

  studentIds!: string[];

  /** Its owners as the group's answer lists them (the `owners` field pages them). */
  ownerUsers!: User[];
}

export function groupFromRest(rest: RestGroup): Group {
  return Object.assign(new Group(), {
    id: rest.groupId,
    name: rest.name,
    yearLevel: rest.yearLevel,
    ownerUsers: rest.owners.map(userFromRest),
    studentCount: rest.studentIds.length,
    studentIds: rest.studentIds,
    viewerMayManage: rest.mayManage,
  });
}
