import { Field, ID, InputType, ObjectType } from 'type-graphql';

@InputType({ description: "A sign-in card's code." })
export class CardSignInInput {
  @Field(() => String, {
    description:
      "The code typed from the card (10 characters; case, spaces and dashes ignored), or the token its QR code's link holds after the #.",
  })
  code!: string;
}

@ObjectType({ description: "One student's new sign-in card, as it is printed. Shown this once: only hashes are kept." })
export class SignInCard {
  @Field(() => ID, { description: 'The student (a UUID); `student` reads them.' })
  userId!: string;

  @Field(() => String, { description: 'The code to type, 10 characters (printed in two groups of five).' })
  code!: string;

  @Field(() => String, {
    description:
      "What the QR code holds: the portal path /sign-in/card#<token> with a 128-bit token (the printing page puts the portal's origin in front).",
  })
  url!: string;
}

@ObjectType({
  description: "A group's new sign-in cards: every card printed before for its students has stopped working.",
})
export class PrintSignInCardsPayload {
  @Field(() => [SignInCard], {
    description: 'One per student of the group whose only role is student, by last then first name.',
  })
  cards!: SignInCard[];
}
