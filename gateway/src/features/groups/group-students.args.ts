import { ArgsType, Field, InputType, registerEnumType } from 'type-graphql';
import { Order, OrderDirection } from '../../schema/order.js';
import { PageArgs } from '../../schema/page.args.js';

export enum GroupStudentsOrderField {
  FIRST_NAME = 'firstName',
  LAST_NAME = 'lastName',
  EMAIL = 'email',
}
registerEnumType(GroupStudentsOrderField, {
  name: 'GroupStudentsOrderField',
  description: "What a group's student list is ordered by (the Student List's sortable columns).",
  valuesConfig: {
    FIRST_NAME: { description: 'By first name (then last name).' },
    LAST_NAME: { description: 'By last name (then first name).' },
    EMAIL: { description: 'By e-mail address.' },
  },
});

@InputType('GroupStudentsOrder', { description: "How a group's students are ordered." })
export class GroupStudentsOrder extends Order(GroupStudentsOrderField) {}

@ArgsType()
export class GroupStudentsArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Only students whose "first last" holds this, case-insensitively; blank or null: all.',
  })
  name?: string | null;

  @Field(() => GroupStudentsOrder, {
    defaultValue: { field: GroupStudentsOrderField.LAST_NAME, direction: OrderDirection.ASC },
    description: 'What the students are ordered by, and which way.',
  })
  orderBy!: GroupStudentsOrder;
}
