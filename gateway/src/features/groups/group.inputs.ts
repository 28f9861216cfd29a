import { Field, ID, InputType, Int } from 'type-graphql';
import { MAX_YEAR_LEVEL, MIN_YEAR_LEVEL, NAME_MAX_LENGTH } from '@portal/domain';

@InputType({ description: 'A new group; the caller becomes its owner.' })
export class CreateGroupInput {
  @Field(() => String, { description: `Its name: required, at most ${NAME_MAX_LENGTH} characters.` })
  name!: string;

  @Field(() => Int, {
    nullable: true,
    description: `The school year of its students (${MIN_YEAR_LEVEL} to ${MAX_YEAR_LEVEL}, else BAD_USER_INPUT); null when not set.`,
  })
  yearLevel?: number | null;

  @Field(() => [ID], {
    defaultValue: [],
    description: "Its first students: user ids of students of the caller's school (anyone else is BAD_USER_INPUT).",
  })
  studentIds!: string[];
}

@InputType({
  description:
    "The Edit Group dialog's Update: every part applies, or none does (one call, one transaction on the server).",
})
export class UpdateGroupInput {
  @Field(() => ID, { description: 'The group (a UUID).' })
  groupId!: string;

  @Field(() => String, { nullable: true, description: 'Its new name; null or left out keeps the name.' })
  name?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `Its new year level (${MIN_YEAR_LEVEL} to ${MAX_YEAR_LEVEL}, else BAD_USER_INPUT); null or left out keeps it.`,
  })
  yearLevel?: number | null;

  @Field(() => [ID], { defaultValue: [], description: 'Students to add: students of the same school only.' })
  addStudentIds!: string[];

  @Field(() => [ID], { defaultValue: [], description: 'Students to drop from the group.' })
  removeStudentIds!: string[];

  @Field(() => [ID], {
    defaultValue: [],
    description: 'Teachers or admins of the school to add as co-owners; removing one is `removeGroupOwner`.',
  })
  addOwnerIds!: string[];
}

@InputType({ description: 'Students to drop from a group (the Student List’s DELETE and bulk delete).' })
export class RemoveGroupStudentsInput {
  @Field(() => ID, { description: 'The group (a UUID).' })
  groupId!: string;

  @Field(() => [ID], { description: 'The students to drop; ids not in the group are ignored.' })
  studentIds!: string[];
}

@InputType({ description: 'A co-owner to take off a group; its last owner always stays (CONFLICT).' })
export class RemoveGroupOwnerInput {
  @Field(() => ID, { description: 'The group (a UUID).' })
  groupId!: string;

  @Field(() => ID, { description: 'The owner to remove (a user id).' })
  ownerId!: string;
}
