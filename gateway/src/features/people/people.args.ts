import { ArgsType, Field, ID, Int, registerEnumType } from 'type-graphql';
import { Role } from '../../auth/role.enum.js';

export enum PeopleSort {
  FIRST_NAME = 'firstName',
  LAST_NAME = 'lastName',
  EMAIL = 'email',
  CREATED_AT = 'createdAt',
}
registerEnumType(PeopleSort, { name: 'PeopleSort' });

export enum SortOrder {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortOrder, { name: 'SortOrder' });

@ArgsType()
export class PeopleArgs {
  @Field(() => Role, { nullable: true, description: 'Only people holding this role.' })
  role?: Role | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive part of "first last".' })
  name?: string | null;

  @Field(() => ID, { nullable: true, description: "Only this group's members." })
  group?: string | null;

  @Field(() => PeopleSort, { defaultValue: PeopleSort.LAST_NAME })
  sortBy!: PeopleSort;

  @Field(() => SortOrder, { defaultValue: SortOrder.ASC })
  sortOrder!: SortOrder;

  @Field(() => Int, { defaultValue: 15, description: '1 to 100.' })
  first!: number;

  @Field(() => String, { nullable: true })
  after?: string | null;
}
