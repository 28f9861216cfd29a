import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ATTEMPT_SECONDS_MAX, QUIZ_QUESTIONS_MAX, STORY_PARTS_MAX } from '@portal/domain';
import { DateTime } from '../../schema/date-time.js';
import { LeaderboardEntry, ProgressReportRow } from './progress.types.js';

@InputType({
  description:
    'One answer of an attempt: a quiz question and the choice the student picked, or a game item and where it was put.',
})
export class AttemptResponseInput {
  @Field(() => ID, {
    description: "The question's itemId (QuizQuestion.itemId), or the game item's (GameItem.itemId).",
  })
  itemId!: string;

  @Field(() => ID, {
    description:
      "The choice picked: its choiceId (QuizChoice.choiceId); for a game, the targetId of the group, partner or spot the item was put on (GameTarget.targetId), or in an order game the item's position from 1.",
  })
  answer!: string;
}

@InputType({
  description:
    "The signed-in student's attempt at one activity of an assignment of their group (POST /progress): what they answered, never a score. The portal grades it.",
})
export class AttemptInput {
  @Field(() => ID, { description: 'The assignment (a UUID), one of a group the student is in.' })
  assignmentId!: string;

  @Field(() => ID, { description: 'The activity: one of the assignment’s.' })
  questId!: string;

  @Field(() => [AttemptResponseInput], {
    defaultValue: [],
    description: `A quiz's answers, one per question answered, a game's placements, one per item placed, or a book's, an animation's or a song's answers to its check (at most ${QUIZ_QUESTIONS_MAX}). A question or item named twice, an itemId not of the activity, an answer that is no choice of its question or no place of the game, or a partner, spot or position given twice is BAD_USER_INPUT, nothing stored.`,
  })
  responses!: AttemptResponseInput[];

  @Field(() => Int, {
    description: `Whole seconds spent: 0 to ${ATTEMPT_SECONDS_MAX.toLocaleString('en-AU')}. Reported; never what finishes an activity.`,
  })
  seconds!: number;

  @Field(() => Int, {
    nullable: true,
    description: `A book's pages, an animation's scenes or a song's verses the student got to, counted from the first: 0 to ${STORY_PARTS_MAX} (none is 0); BAD_USER_INPUT for a quiz or a game, or past the story's end. Every one reached and the check answered finishes it; every one reached without all of the check's answers is BAD_USER_INPUT, nothing stored.`,
  })
  reached?: number;

  @Field(() => ID, {
    nullable: true,
    description:
      'A UUID the client makes once per attempt and sends again with every retry (after UNAVAILABLE or a lost answer): the attempt is stored once, and a retry answers the attempt first stored, with its feedback. The same key with other values is CONFLICT.',
  })
  idempotencyKey?: string;
}

@ObjectType({
  description:
    'What a student learns of one question they answered (or game item they placed): right or not, the right choice (or place), and why.',
})
export class ItemFeedback {
  @Field(() => ID, { description: 'The question (QuizQuestion.itemId) or the game item (GameItem.itemId).' })
  itemId!: string;

  @Field(() => Boolean, { description: "Whether the student's choice (or placement) was the right one." })
  correct!: boolean;

  @Field(() => ID, {
    description: "The student's choice (a choiceId), or where the item was put, as the response said.",
  })
  answer!: string;

  @Field(() => ID, {
    description: 'The right choice (a choiceId), or where the item belongs, as a right response says.',
  })
  expected!: string;

  @Field(() => String, { description: "Why it is right, written for the year level; empty for a game's item." })
  explanation!: string;
}

@ObjectType({ description: 'An attempt as the portal graded and recorded it, with its feedback.' })
export class AttemptPayload {
  @Field(() => ID, { description: "The attempt's id." })
  attemptId!: string;

  @Field(() => DateTime, { description: 'When it was recorded.' })
  recordedAt!: Date;

  @Field(() => Int, { description: "Questions answered (a quiz's, a story's check's) or game items placed." })
  answered!: number;

  @Field(() => Int, { description: 'Of those, answered right: the score.' })
  correct!: number;

  @Field(() => Boolean, {
    description:
      "Whether it is finished: a quiz's every question answered, a game's every item placed, a story's every page, scene or verse reached and its check answered.",
  })
  completed!: boolean;

  @Field(() => Int, { description: 'Whole seconds spent.' })
  seconds!: number;

  @Field(() => [ItemFeedback], {
    description:
      "Each question answered, in the quiz's order: right or not, the right choice and why; empty for other types.",
  })
  feedback!: ItemFeedback[];
}

@ObjectType({
  description:
    'An attempt was just recorded: which assignment, group, student and activity it changes, nothing of its answers. Pages refetch what they show.',
})
export class AttemptEvent {
  @Field(() => ID, { description: 'The assignment the attempt is at.' })
  assignmentId!: string;

  @Field(() => ID, { description: "The assignment's group." })
  groupId!: string;

  @Field(() => ID, { description: "The student's user id." })
  studentId!: string;

  @Field(() => ID, { description: 'The activity (quest) tried.' })
  questId!: string;

  @Field(() => DateTime, { description: 'When it was recorded.' })
  recordedAt!: Date;

  @Field(() => ProgressReportRow, {
    nullable: true,
    description:
      "The student's row of the assignment's progress report as it is now: what a live page puts in place of the row it shows (same `id`). Null for a subscriber who may not read that student's progress (a classmate, another family). Its `student` is not sent: select the row's other fields.",
  })
  row!: ProgressReportRow | null;

  @Field(() => [LeaderboardEntry], {
    description:
      "The leaderboard's entries the attempt moved, as they are now: the student's and those of the classmates it passed (each a rank lower); empty when the score stayed.",
  })
  leaderboard!: LeaderboardEntry[];
}
