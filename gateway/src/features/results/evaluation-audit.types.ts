import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../schema/connection.js';
import { DateTime } from '../../schema/date-time.js';
import type { RestAuditEntry } from '../../rest/rest-types.js';
import { GradeType } from './evaluation.types.js';

export enum EvaluationChangeKind {
  GRADE = 'grade',
  COMMENT = 'comment',
}

registerEnumType(EvaluationChangeKind, {
  name: 'EvaluationChangeKind',
  description: 'What a change of the evaluation audit trail changed.',
  valuesConfig: {
    GRADE: { description: 'A grade of a topic or general capability.' },
    COMMENT: { description: 'A comment on the student.' },
  },
});

@ObjectType({
  description: "One change to a student's grades or comments: who made it, when, and the value before and after.",
})
export class EvaluationChange {
  @Field(() => ID, { description: "The change's id." })
  id!: string;

  @Field(() => ID, {
    description: 'The student whose evaluation changed.',
    deprecationReason: 'Use `student` (the User, through the per-request user loader); removed in a later release.',
  })
  studentId!: string;

  @Field(() => ID, {
    description: 'Who made the change (a user id; the account may be gone since).',
    deprecationReason: 'Use `actor` (the User, through the per-request user loader); removed in a later release.',
  })
  actorId!: string;

  @Field(() => String, {
    description: 'Their name when they made the change: the record of the trail, kept when their account is gone.',
  })
  actorName!: string;

  @Field(() => EvaluationChangeKind, { description: 'A grade or a comment.' })
  kind!: EvaluationChangeKind;

  @Field(() => GradeType, { nullable: true, description: "A grade's type (topic or capability); null for a comment." })
  gradeType!: GradeType | null;

  @Field(() => ID, { description: "The topic's or capability's fixed id, or the comment's id." })
  itemId!: string;

  @Field(() => String, { description: 'The topic or capability, by name; "Comment" for a comment.' })
  itemName!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The value before: a grade (1 to 5) or the text; null when the change created it (a first grade, a comment).',
  })
  oldValue!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The value after: a grade (1 to 5) or the comment's text; null when the change left none.",
  })
  newValue!: string | null;

  @Field(() => DateTime, { description: 'When the change was made.' })
  changedAt!: Date;
}

export function evaluationChangeFromRest(rest: RestAuditEntry): EvaluationChange {
  return Object.assign(new EvaluationChange(), {
    id: rest.auditId,
    studentId: rest.studentId,
    actorId: rest.actorId,
    actorName: rest.actorName,
    kind: rest.kind === 'comment' ? EvaluationChangeKind.COMMENT : EvaluationChangeKind.GRADE,
    gradeType:
      rest.gradeType === 'topic' ? GradeType.TOPIC : rest.gradeType === 'capability' ? GradeType.CAPABILITY : null,
    itemId: rest.itemId,
    itemName: rest.itemName,
    oldValue: rest.oldValue,
    newValue: rest.newValue,
    changedAt: new Date(rest.changedAt),
  });
}

@ObjectType({ description: "One page of a student's evaluation audit trail, newest first." })
export class EvaluationChangeConnection extends Connection('EvaluationChange', EvaluationChange) {}
