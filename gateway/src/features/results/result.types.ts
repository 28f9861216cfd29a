import { Field, ID, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';
import { isAchieved, studentStatusFromCounts, type StudentAssignmentStatus } from '@portal/domain';
import { Connection } from '../../schema/connection.js';
import { DateTime } from '../../schema/date-time.js';
import type {
  RestAssignmentResult,
  RestCurriculum,
  RestCurriculumResult,
  RestGroupResult,
  RestIndividualResult,
} from '../../rest/rest-types.js';
import { AssignmentStatus, STATUS_FROM_REST } from '../assignments/assignment.type.js';
import { Comment, Grade, commentFromRest, gradeFromRest } from './evaluation.types.js';

/** A student's status at an assignment, in one word (domain's STUDENT_ASSIGNMENT_STATUSES). */
export enum StudentWorkStatus {
  NOT_STARTED = 'NOT_STARTED',
  STARTED = 'STARTED',
  COMPLETED = 'COMPLETED',
}

registerEnumType(StudentWorkStatus, {
  name: 'StudentWorkStatus',
  description: "A student's status at an assignment in one word: the same on every page (issue 35).",
  valuesConfig: {
    NOT_STARTED: { description: 'No attempt at any of its activities: "Not started".' },
    STARTED: { description: 'An attempt at one or more, not every one finished: "Started".' },
    COMPLETED: { description: 'A finished attempt at every activity: "Completed".' },
  },
});

const STUDENT_STATUS_FROM_DOMAIN: Record<StudentAssignmentStatus, StudentWorkStatus> = {
  'Not started': StudentWorkStatus.NOT_STARTED,
  Started: StudentWorkStatus.STARTED,
  Completed: StudentWorkStatus.COMPLETED,
};

@ObjectType({
  description:
    'A content description of the Australian Curriculum: Science v9 (© ACARA, CC BY 4.0), with our short name and the general capabilities we judge it develops.',
})
export class Curriculum {
  @Field(() => ID, { description: 'Its code, e.g. AC9S5U01.' })
  id!: string;

  @Field(() => String, { description: 'The content description code.' })
  code!: string;

  @Field(() => String, { description: 'A short name (ours: ACARA gives none).' })
  name!: string;

  @Field(() => String, { description: 'Science understanding, Science as a human endeavour or Science inquiry.' })
  strand!: string;

  @Field(() => String, { description: 'The sub-strand, e.g. Biological sciences.' })
  subStrand!: string;

  @Field(() => String, { description: "ACARA's description." })
  description!: string;

  @Field(() => String, { description: 'Always Science.' })
  learningArea!: string;

  @Field(() => Int, { description: 'The year level: 0 for Foundation.' })
  yearLevel!: number;

  @Field(() => [String], { description: 'The general capabilities it develops.' })
  capabilities!: string[];
}

export function curriculumFromRest(rest: RestCurriculum): Curriculum {
  return Object.assign(new Curriculum(), { ...rest, capabilities: rest.capabilityList });
}

@ObjectType({
  description:
    "How a student, or a group's students, did on one curriculum item: correct over answered in the activities covering it (each student's best attempt at each).",
})
export class CurriculumResult {
  @Field(() => Curriculum, { description: 'The curriculum item.' })
  curriculum!: Curriculum;

  @Field(() => String, { description: 'The percentage with two decimals, e.g. "75.01".' })
  evaluation!: string;

  @Field(() => Boolean, { description: 'Achieved: the evaluation is above 75.00% (spec 2 §5).' })
  achieved!: boolean;

  @Field(() => Int, { description: 'Correct answers.' })
  correct!: number;

  @Field(() => Int, { description: 'Questions answered.' })
  answered!: number;
}

function curriculumResultFromRest(rest: RestCurriculumResult): CurriculumResult {
  return Object.assign(new CurriculumResult(), {
    curriculum: curriculumFromRest(rest.curriculumDetails),
    evaluation: rest.evaluation,
    achieved: isAchieved(rest.evaluation),
    correct: rest.correct,
    answered: rest.answered,
  });
}

@ObjectType({ description: 'An activity of an assignment, as a result lists it.' })
export class ResultActivity {
  @Field(() => ID, { description: 'The activity (quest).' })
  questId!: string;

  @Field(() => String, { description: 'Its name.' })
  name!: string;

  @Field(() => String, { description: 'Its realm.' })
  realm!: string;
}

@ObjectType({
  description:
    'One assignment in a result, with the subject’s work on it. No `id`: the same assignment holds other numbers in another result.',
})
export class AssignmentResult {
  @Field(() => ID, { description: 'The assignment.' })
  assignmentId!: string;

  @Field(() => ID, { description: 'Its group.' })
  groupId!: string;

  @Field(() => String, { description: 'Its name.' })
  name!: string;

  @Field(() => DateTime, { description: 'When it starts.' })
  startDate!: Date;

  @Field(() => DateTime, { description: 'When it is due.' })
  endDate!: Date;

  @Field(() => AssignmentStatus, { description: 'Derived from its dates.' })
  status!: AssignmentStatus;

  @Field(() => Int, { description: 'Correct answers (best attempt at each activity).' })
  correct!: number;

  @Field(() => Int, { description: 'Questions answered (best attempt at each activity).' })
  answered!: number;

  @Field(() => StudentWorkStatus, {
    nullable: true,
    description:
      "A student's result: the student's own status at it in one word (domain's one status function, as Track Group and the Progress tab say it); null in a group's result.",
  })
  studentStatus!: StudentWorkStatus | null;

  @Field(() => [ResultActivity], { description: 'Its activities, in order.' })
  activities!: ResultActivity[];

  @Field(() => [Curriculum], { description: 'The curriculum items its activities cover.' })
  curriculum!: Curriculum[];
}

/** A result's assignment; `ofStudent`: a student's, whose own status it carries. */
export function assignmentResultFromRest(rest: RestAssignmentResult, ofStudent = false): AssignmentResult {
  const status = studentStatusFromCounts(rest.assignmentDetails.activities.length, rest.attempted, rest.finished);
  return Object.assign(new AssignmentResult(), {
    studentStatus: ofStudent ? STUDENT_STATUS_FROM_DOMAIN[status] : null,
    assignmentId: rest.assignmentId,
    groupId: rest.groupId,
    name: rest.assignmentDetails.name,
    startDate: new Date(rest.startDate),
    endDate: new Date(rest.endDate),
    status: STATUS_FROM_REST[rest.status],
    correct: rest.correct,
    answered: rest.answered,
    activities: rest.assignmentDetails.activities.map((activity) => Object.assign(new ResultActivity(), activity)),
    curriculum: rest.curriculumList.map(curriculumFromRest),
  });
}

@ObjectType({ description: 'One page of the assignments of a result, newest first.' })
export class AssignmentResultConnection extends Connection('AssignmentResult', AssignmentResult) {}

/** What a student's and a group's results share: one fragment on it serves both reports. */
@InterfaceType('Result', {
  description:
    "What the results of a student (StudentResult) and of a group (GroupResult) share: one fragment on it serves both reports. `assignments` pages the result's assignments, newest first.",
})
export abstract class ResultTotals {
  @Field(() => String, { description: "The report's date: today in the school's time zone, yyyy-mm-dd." })
  date!: string;

  @Field(() => Int, { nullable: true, description: 'The year level.' })
  yearLevel!: number | null;

  @Field(() => Int, { description: 'Assignments in the result.' })
  totalAssignments!: number;

  @Field(() => Int, { description: 'Of those, the ones whose status is Completed.' })
  completedAssignments!: number;

  @Field(() => Int, { description: 'Correct answers over every assignment (best attempt at each activity).' })
  totalCorrect!: number;

  @Field(() => Int, { description: 'Questions answered over every assignment (best attempt at each activity).' })
  totalAnswered!: number;

  @Field(() => [CurriculumResult], { description: 'Each curriculum item with at least one answer, by code.' })
  curriculum!: CurriculumResult[];

  @Field(() => [Comment], { description: 'The newest comments, at most 5.' })
  comments!: Comment[];

  /** Every assignment, paged by the resolver (`assignments`). */
  allAssignments!: AssignmentResult[];
}

@ObjectType({
  implements: ResultTotals,
  description: "A student's result: assignments, curriculum, grades and comments (spec 2 §3).",
})
export class StudentResult extends ResultTotals {
  @Field(() => ID, { description: 'The student.' })
  userId!: string;

  @Field(() => String, {
    nullable: true,
    description: 'yyyy-mm-dd: only the assignments due on or after it, and the comments since.',
  })
  from!: string | null;

  @Field(() => [Grade], { description: 'The topic grades, in the fixed order.' })
  topicGrades!: Grade[];

  @Field(() => [Grade], { description: 'The general capability grades, in the fixed order.' })
  capabilityGrades!: Grade[];
}

@ObjectType({ implements: ResultTotals, description: "A group's result over its current students (spec 2 §3)." })
export class GroupResult extends ResultTotals {
  @Field(() => ID, { description: 'The group.' })
  groupId!: string;

  @Field(() => String, { description: "The group's name." })
  name!: string;

  @Field(() => Int, { description: 'Its students now.' })
  totalStudents!: number;
}

function totalsFromRest(rest: RestIndividualResult | RestGroupResult) {
  return {
    date: rest.date,
    yearLevel: rest.yearLevel,
    totalAssignments: rest.totalAssignment,
    completedAssignments: rest.completedAssignment,
    totalCorrect: rest.totalCorrect,
    totalAnswered: rest.totalAnswered,
    curriculum: rest.curriculumResultList.map(curriculumResultFromRest),
    comments: rest.commentList.map(commentFromRest),
  };
}

export function studentResultFromRest(rest: RestIndividualResult): StudentResult {
  return Object.assign(new StudentResult(), {
    ...totalsFromRest(rest),
    userId: rest.userId,
    from: rest.from,
    allAssignments: rest.assignmentResultList.map((assignment) => assignmentResultFromRest(assignment, true)),
    topicGrades: rest.topicGradeList.map(gradeFromRest),
    capabilityGrades: rest.capabilityGradeList.map(gradeFromRest),
  });
}

export function groupResultFromRest(rest: RestGroupResult): GroupResult {
  return Object.assign(new GroupResult(), {
    ...totalsFromRest(rest),
    groupId: rest.groupId,
    name: rest.name,
    totalStudents: rest.totalStudent,
    allAssignments: rest.groupAssignmentResultList.map((assignment) => assignmentResultFromRest(assignment)),
  });
}
