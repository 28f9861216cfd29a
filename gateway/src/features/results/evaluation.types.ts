import { EVALUATION_GRADES_MAX, MAX_COMMENT_LENGTH } from '@portal/domain';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../schema/connection.js';
import { DateTime } from '../../schema/date-time.js';
import type { RestComment, RestGrade } from '../../rest/rest-types.js';
import { User } from '../people/user.type.js';

export enum GradeType {
  TOPIC = 'topic',
  CAPABILITY = 'capability',
}

registerEnumType(GradeType, {
  name: 'GradeType',
  description: 'What an evaluation grades (spec 2 §3): the topics, or the seven general capabilities.',
  valuesConfig: {
    TOPIC: { description: 'The ten topics, one per realm.' },
    CAPABILITY: { description: 'The seven general capabilities.' },
  },
});

@ObjectType({ description: 'A topic or a general capability a teacher grades, with its id fixed for good.' })
export class GradedItem {
  @Field(() => ID, { description: 'Fixed for good: grades are kept against it.' })
  id!: string;

  @Field(() => String, { description: 'Its name, as the spec writes it.' })
  name!: string;
}

@ObjectType({ description: "A student's grade for one topic or general capability." })
export class Grade {
  @Field(() => ID, { description: 'The topic or capability graded (its fixed id).' })
  itemId!: string;

  @Field(() => String, { description: 'The topic or capability.' })
  name!: string;

  @Field(() => Int, { description: '1 to 5.' })
  grade!: number;
}

export function gradeFromRest(rest: RestGrade): Grade {
  return Object.assign(new Grade(), { itemId: rest.gradeId, name: rest.name, grade: Number(rest.grade) });
}

@ObjectType({
  description:
    'A comment of a member of staff on a student. Its id is `commentId`, not `id`: `commentTo` depends on the result it is read in, so a client cache must not merge it across results.',
})
export class Comment {
  @Field(() => ID, { description: "The comment's id." })
  commentId!: string;

  @Field(() => ID, {
    description: 'The student it is about.',
    deprecationReason: 'Use `student` (the User, through the per-request user loader); removed in a later release.',
  })
  studentId!: string;

  @Field(() => ID, {
    nullable: true,
    description: "Its author's user id; null once their account is gone.",
    deprecationReason: 'Use `author` (the User, through the per-request user loader); removed in a later release.',
  })
  authorId!: string | null;

  @Field(() => String, {
    description:
      "The author's name when they wrote it: kept when their account is gone, and what a student or parent, who may not read a teacher's `author`, is shown.",
  })
  commentFrom!: string;

  @Field(() => String, {
    description: "Whom it is about: empty in the student's own result, the student's name in a group's.",
  })
  commentTo!: string;

  @Field(() => DateTime, { description: 'When it was written.' })
  date!: Date;

  @Field(() => String, { description: 'The text, line breaks kept.' })
  comment!: string;
}

export function commentFromRest(rest: RestComment): Comment {
  return Object.assign(new Comment(), {
    commentId: rest.commentId,
    studentId: rest.studentId,
    authorId: rest.authorId,
    commentFrom: rest.commentFrom,
    commentTo: rest.commentTo,
    date: new Date(rest.date),
    comment: rest.comment,
  });
}

@ObjectType({ description: "One page of a student's comments, newest first." })
export class CommentConnection extends Connection('Comment', Comment) {}

@InputType({ description: 'One grade of an evaluation.' })
export class GradeInput {
  @Field(() => ID, { description: 'The topic or capability (its fixed id).' })
  itemId!: string;

  @Field(() => Int, { description: '1 to 5.' })
  grade!: number;
}

@InputType({ description: 'An evaluation of a student (POST and PATCH /result/grades).' })
export class EvaluationInput {
  @Field(() => ID, { description: 'The student.' })
  studentId!: string;

  @Field(() => GradeType, { description: 'Topics or general capabilities.' })
  gradeType!: GradeType;

  @Field(() => [GradeInput], {
    description: `The grades: every item of the type on a first evaluation, any of them on an update; at most ${EVALUATION_GRADES_MAX}.`,
  })
  grades!: GradeInput[];
}

@InputType({ description: "A comment on a student, signed with the caller's own name." })
export class CommentInput {
  @Field(() => ID, { description: 'The student.' })
  studentId!: string;

  @Field(() => String, { description: `1 to ${MAX_COMMENT_LENGTH} characters; line breaks allowed.` })
  comment!: string;
}

@ObjectType({ description: 'The student an evaluation changed, to read their grades again from.' })
export class EvaluationPayload {
  @Field(() => User, { description: 'The student, as the caller may read them.' })
  student!: User;
}

@ObjectType({ description: 'A comment as written.' })
export class CommentPayload {
  @Field(() => Comment, { description: 'The comment.' })
  comment!: Comment;
}
