import { Field, ID, ObjectType } from 'type-graphql';
import { Group } from './group.type.js';

@ObjectType({ description: 'A group as it is after a change.' })
export class GroupPayload {
  @Field(() => Group, { description: 'The group, read again after the change.' })
  group!: Group;
}

@ObjectType({ description: 'The group deleted.' })
export class DeleteGroupPayload {
  @Field(() => ID, { description: 'Its id: the group is gone.' })
  deletedId!: string;
}
