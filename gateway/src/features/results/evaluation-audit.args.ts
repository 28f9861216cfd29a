import { ArgsType, Field, ID } from 'type-graphql';
import { PageArgs } from '../../schema/page.args.js';

@ArgsType()
export class EvaluationAuditArgs extends PageArgs {
  @Field(() => ID, { description: "The student's user id (a UUID); anything else is BAD_USER_INPUT." })
  studentId!: string;
}
