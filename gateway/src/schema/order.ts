import { Field, InputType, registerEnumType, type ClassType } from 'type-graphql';

export enum OrderDirection {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(OrderDirection, {
  name: 'OrderDirection',
  description: 'The direction of an ordering.',
  valuesConfig: {
    ASC: { description: 'Ascending: A to Z, earliest first.' },
    DESC: { description: 'Descending: Z to A, latest first.' },
  },
});

/**
 * The one shape of every `orderBy` argument: `{ field, direction }`, where
 * `field` is the list's own enum. Subclass it, named `<List>Order`:
 * `@InputType('PeopleOrder') class PeopleOrder extends Order(PeopleOrderField) {}`.
 */
export function Order<F extends string>(fieldEnum: Record<string, F>) {
  // Not reachable from the schema itself: only its named subclasses are emitted.
  @InputType({ description: 'How a list is ordered.' })
  abstract class OrderType {
    @Field(() => fieldEnum, { description: 'What the items are ordered by.' })
    field!: F;

    @Field(() => OrderDirection, {
      defaultValue: OrderDirection.ASC,
      description: 'Ascending (the default) or descending.',
    })
    direction!: OrderDirection;
  }
  return OrderType as ClassType<{ field: F; direction: OrderDirection }>;
}
