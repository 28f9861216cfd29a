import { ArgsType, Field, ID, InputType, registerEnumType } from 'type-graphql';
import { Order, OrderDirection } from '../../schema/order.js';
import { PageArgs } from '../../schema/page.args.js';

export enum GroupAssignmentsOrderField {
  START_DATE = 'startDate',
}
registerEnumType(GroupAssignmentsOrderField, {
  name: 'GroupAssignmentsOrderField',
  description: "What a group's assignments are ordered by.",
  valuesConfig: { START_DATE: { description: 'By start date (then name).' } },
});

@InputType('GroupAssignmentsOrder', { description: "How a group's assignments are ordered." })
export class GroupAssignmentsOrder extends Order(GroupAssignmentsOrderField) {}

@ArgsType()
export class GroupAssignmentsArgs extends PageArgs {
  @Field(() => GroupAssignmentsOrder, {
    defaultValue: { field: GroupAssignmentsOrderField.START_DATE, direction: OrderDirection.ASC },
    description: 'Earliest first (the default) or, DESC, the latest first, as a tracking page wants them.',
  })
  orderBy!: GroupAssignmentsOrder;

  @Field(() => [ID], {
    nullable: true,
    description:
      "Only these of the group's assignments (a tracking page's chosen columns), ordered by orderBy; ids of no assignment of the group are left out. Null or left out: all of them.",
  })
  ids?: string[] | null;
}
