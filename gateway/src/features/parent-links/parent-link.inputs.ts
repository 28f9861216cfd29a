import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'A link request: the parent and the student it would link.' })
export class ParentLinkInput {
  @Field(() => ID, { description: "The parent's user id (a UUID)." })
  parentId!: string;

  @Field(() => ID, { description: "The student's user id (a UUID)." })
  childId!: string;
}

@InputType({ description: 'The student a family code is made for.' })
export class CreateFamilyCodeInput {
  @Field(() => ID, { description: "The student's user id (a UUID)." })
  userId!: string;
}

@InputType({ description: 'A family code the school printed, to redeem.' })
export class RedeemFamilyCodeInput {
  @Field(() => String, { description: 'The code as printed or typed: case, spaces and hyphens do not matter.' })
  code!: string;
}
