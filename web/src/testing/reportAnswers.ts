import type {
  CommentList_CommentFragment,
  CurriculumCards_ResultFragment,
  GroupReport_ResultFragment,
  RecentAssignments_AssignmentFragment,
  ReportPdf_AssignmentFragment,
  StudentReport_ResultFragment,
} from '../generated/graphql';
import type { Answer, OnTheWire } from './fakeGateway';

/* Gateway answers for the result report pages' queries, shaped as the gateway sends them. */

type Wire<T> = OnTheWire<T>;

export function curriculumResult(
  code: string,
  evaluation: string,
  achieved: boolean,
  name = `Curriculum ${code}`,
): Wire<CurriculumCards_ResultFragment> {
  return {
    __typename: 'CurriculumResult',
    evaluation,
    achieved,
    correct: 3,
    answered: 4,
    curriculum: { __typename: 'Curriculum', id: code, code, name, yearLevel: 5, strand: 'Science understanding' },
  };
}

export function comment(n: number, date: string, text = `Comment ${n}`): Wire<CommentList_CommentFragment> {
  return {
    __typename: 'Comment',
    commentId: `c${n}`,
    commentFrom: 'Tess Teacher',
    commentTo: '',
    date,
    comment: text,
  };
}

export function assignmentResult(
  n: number,
  status: RecentAssignments_AssignmentFragment['status'] = 'COMPLETED',
): Wire<ReportPdf_AssignmentFragment> {
  return {
    __typename: 'AssignmentResult',
    assignmentId: `a${n}`,
    name: `Assignment ${n}`,
    status,
    startDate: '2026-03-01T00:00:00Z',
    endDate: '2026-03-08T00:00:00Z',
    correct: 7,
    answered: 10,
    // As a group's result sends it; a student's test sets the student's own.
    studentStatus: null,
    activities: [
      { __typename: 'ResultActivity', questId: `q${n}`, name: `Quest ${n}`, realm: 'Habiterra' },
      { __typename: 'ResultActivity', questId: 'q-shared', name: 'Shared quest', realm: 'Cape Cosmos' },
    ],
  };
}

export interface ResultFixture {
  date?: string;
  yearLevel?: number | null;
  assignments?: Wire<ReportPdf_AssignmentFragment>[];
  curriculum?: Wire<CurriculumCards_ResultFragment>[];
  comments?: Wire<CommentList_CommentFragment>[];
  topicGrades?: { itemId: string; name: string; grade: number }[];
  capabilityGrades?: { itemId: string; name: string; grade: number }[];
  from?: string | null;
}

/** A result with something in every section, unless the fixture empties it. */
export const FULL: Required<ResultFixture> = {
  date: '2026-11-24',
  yearLevel: 5,
  assignments: [assignmentResult(1, 'IN_PROGRESS'), assignmentResult(2)],
  curriculum: [curriculumResult('AC9S5U01', '82.35', true)],
  comments: [comment(1, '2026-11-20T09:00:00Z', 'Works hard.\nAsks good questions.')],
  topicGrades: [{ itemId: 't1', name: 'Animals', grade: 4 }],
  capabilityGrades: [{ itemId: 'g1', name: 'Literacy', grade: 3 }],
  from: null,
};

/** Every section empty. */
export const EMPTY: ResultFixture = {
  assignments: [],
  curriculum: [],
  comments: [],
  topicGrades: [],
  capabilityGrades: [],
};

const grades = (list: { itemId: string; name: string; grade: number }[]) =>
  list.map((grade) => ({ __typename: 'Grade', ...grade }));

function sharedResult(fixture: ResultFixture) {
  const full = { ...FULL, ...fixture };
  return {
    date: full.date,
    yearLevel: full.yearLevel,
    totalAssignments: 12,
    completedAssignments: 7,
    totalCorrect: 45,
    totalAnswered: 60,
    assignments: {
      __typename: 'AssignmentResultConnection',
      totalCount: full.assignments.length,
      edges: full.assignments.map((node) => ({ __typename: 'AssignmentResultEdge', node })),
    },
    curriculum: full.curriculum,
    comments: full.comments,
  };
}

export function studentResult(fixture: ResultFixture = {}): Wire<StudentReport_ResultFragment> {
  const full = { ...FULL, ...fixture };
  return {
    __typename: 'StudentResult',
    ...sharedResult(fixture),
    from: full.from,
    topicGrades: grades(full.topicGrades),
    capabilityGrades: grades(full.capabilityGrades),
  };
}

export function groupResult(fixture: ResultFixture = {}): Wire<GroupReport_ResultFragment> {
  return { __typename: 'GroupResult', ...sharedResult(fixture) };
}

export const groupAnswer = (fixture: ResultFixture = {}, name = 'Year 5 Science'): Answer<'GroupResultPage'> => ({
  data: { group: { __typename: 'Group', id: 'g1', name, result: groupResult(fixture) } },
});

export const student = (id: string, firstName: string, fixture: ResultFixture | null = {}) => ({
  __typename: 'User',
  id,
  firstName,
  lastName: 'Learner',
  result: fixture ? studentResult(fixture) : null,
});

export const studentAnswer = (
  firstName = 'Ada',
  fixture: ResultFixture | null = {},
  id = 'u7',
): Answer<'StudentResultPage'> => ({ data: { user: student(id, firstName, fixture) } });

export const ownAnswer = (firstName = 'Sam', fixture: ResultFixture = {}): Answer<'OwnResultPage'> => ({
  data: { me: student('me', firstName, fixture) },
});

/** A parent's children; `attempts` (default 0) is how many attempts each has made: the selector opens on the first with any. */
export const childrenAnswer = (
  ...children: { id: string; firstName: string; attempts?: number }[]
): Answer<'ParentChildren'> => ({
  data: {
    me: {
      __typename: 'User',
      id: 'p1',
      children: {
        __typename: 'UserConnection',
        edges: children.map(({ attempts = 0, ...child }) => ({
          __typename: 'UserEdge',
          node: {
            __typename: 'User',
            ...child,
            progress: { __typename: 'StudentProgressConnection', totalCount: attempts },
          },
        })),
      },
    },
  },
});
