import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { RestGame } from '../../rest/rest-types.js';

export enum GameMechanic {
  SORT = 'sort',
  MATCH = 'match',
  ORDER = 'order',
  LABEL = 'label',
}
registerEnumType(GameMechanic, {
  name: 'GameMechanic',
  description: 'How a game is played.',
  valuesConfig: {
    SORT: { description: 'Each item into one of two to four groups; a group takes any number.' },
    MATCH: { description: 'Each item with its partner; each partner takes one.' },
    ORDER: { description: 'The items in sequence, from orderFrom to orderTo.' },
    LABEL: { description: 'Each label on its lettered spot of the diagram; each spot takes one.' },
  },
});

@ObjectType({ description: 'What a student places in a game.' })
export class GameItem {
  @Field(() => ID, {
    description: 'What a response names (AttemptResponseInput.itemId); it says nothing of where the item belongs.',
  })
  itemId!: string;

  @Field(() => String, { description: 'The item as shown.' })
  text!: string;
}

@ObjectType({ description: "Where a game's items go: a group, a partner or a lettered spot." })
export class GameTarget {
  @Field(() => ID, { description: "A sort, match or label response's answer (AttemptResponseInput.answer)." })
  targetId!: string;

  @Field(() => String, { description: 'The group or partner as shown, or the letter of a spot on the diagram.' })
  text!: string;
}

@ObjectType({ description: 'Where an item belongs, as a right response answers it.' })
export class GameAnswer {
  @Field(() => ID, { description: 'The item.' })
  itemId!: string;

  @Field(() => String, { description: "A target's targetId, or in an order game the item's position from 1." })
  answer!: string;
}

@ObjectType({ description: "A game's mechanic and content, for the portal's game player." })
export class Game {
  @Field(() => GameMechanic, { description: 'How it is played.' })
  mechanic!: GameMechanic;

  @Field(() => String, { description: 'What to do, written for the year level.' })
  prompt!: string;

  @Field(() => String, { nullable: true, description: 'A nudge the student may ask for; null when it has none.' })
  hint!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "An order game's first position: what it means. Null for other mechanics.",
  })
  orderFrom!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "An order game's last position: what it means. Null for other mechanics.",
  })
  orderTo!: string | null;

  @Field(() => [GameItem], {
    description: 'What the student places, in the order shown (shuffled once, the same for everyone): 6 to 12.',
  })
  items!: GameItem[];

  @Field(() => [GameTarget], {
    description: 'Where items go: the groups, the partners or the spots; empty for an order game.',
  })
  targets!: GameTarget[];

  @Field(() => String, {
    nullable: true,
    description:
      "A label game's diagram: an SVG at this path of the origin, its spots marked with their letters. Null for other mechanics.",
  })
  diagramUrl!: string | null;

  @Field(() => String, { nullable: true, description: "What a label game's diagram shows, as its text alternative." })
  diagramTitle!: string | null;

  @Field(() => [GameAnswer], {
    nullable: true,
    description:
      'Where each item belongs: for staff (teachers and admins) only, null for everyone else. A student learns it from the feedback of an attempt.',
  })
  solution!: GameAnswer[] | null;
}

export function gameFromRest(rest: RestGame): Game {
  return Object.assign(new Game(), {
    mechanic: rest.mechanic,
    prompt: rest.prompt,
    hint: rest.hint ?? null,
    orderFrom: rest.orderFrom ?? null,
    orderTo: rest.orderTo ?? null,
    items: rest.items.map((item) => Object.assign(new GameItem(), { itemId: item.itemId, text: item.text })),
    targets: rest.targets.map((target) =>
      Object.assign(new GameTarget(), { targetId: target.targetId, text: target.text }),
    ),
    diagramUrl: rest.diagramUrl ?? null,
    diagramTitle: rest.diagramTitle ?? null,
    solution:
      rest.solution?.map((entry) => Object.assign(new GameAnswer(), { itemId: entry.itemId, answer: entry.answer })) ??
      null,
  });
}
