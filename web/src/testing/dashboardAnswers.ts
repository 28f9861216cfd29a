import type { Role } from '../generated/graphql';
import type { Answer } from './fakeGateway';

/* Gateway answers for the home dashboards' queries, shaped as the gateway sends them. */

export interface SampleActivity {
  questId: string;
  name: string;
  /** Whether the signed-in student has completed it (their progress report row). */
  completed: boolean;
}

export interface SampleAssignment {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  groupId: string;
  started: { started: number; students: number };
  activities: SampleActivity[];
}

/** A parent link request the staff home lists (issue 36): the parent's and the child's names. */
export interface SampleLinkRequest {
  parent: { id: string; firstName: string; lastName: string; email: string };
  child: { id: string; firstName: string; lastName: string };
}

export interface Fixture {
  groups?: { id: string; name: string; studentCount: number }[];
  /** The link requests the viewer may decide on (none unless said). */
  linkRequests?: SampleLinkRequest[];
  /** In the order the server sends them: what is current first. */
  assignments?: SampleAssignment[];
}

export const me = (firstName: string, role: Role) => ({
  __typename: 'User',
  id: `u-${firstName}`,
  firstName,
  role,
});

const connection = <T extends object>(typename: string, nodes: T[], totalCount = nodes.length) => ({
  __typename: `${typename}Connection`,
  totalCount,
  edges: nodes.map((node) => ({ __typename: `${typename}Edge`, node: { __typename: typename, ...node } })),
});

export const SAMPLE: Required<Fixture> = {
  linkRequests: [],
  groups: [
    { id: 'g1', name: 'Year 5 Science', studentCount: 24 },
    { id: 'g2', name: 'Year 6 Science', studentCount: 1 },
  ],
  assignments: [
    {
      id: 'a2',
      name: 'Space quiz',
      startDate: '2020-01-01T00:00:00Z',
      endDate: '2999-01-01T00:00:00Z',
      groupId: 'g1',
      started: { started: 12, students: 25 },
      activities: [
        { questId: 'q-spa-001', name: 'Planets quiz', completed: true },
        { questId: 'q-spa-002', name: 'Moon phases', completed: false },
      ],
    },
    {
      id: 'a3',
      name: 'Dinosaur book',
      startDate: '2999-01-01T00:00:00Z',
      endDate: '2999-02-01T00:00:00Z',
      groupId: 'g2',
      started: { started: 0, students: 1 },
      activities: [{ questId: 'b-din-001', name: 'Dinosaur days', completed: false }],
    },
    {
      id: 'a1',
      name: 'Volcano week',
      startDate: '2020-01-01T00:00:00Z',
      endDate: '2020-01-08T00:00:00Z',
      groupId: 'g1',
      started: { started: 20, students: 24 },
      activities: [{ questId: 'q-ear-001', name: 'Volcano quiz', completed: false }],
    },
  ],
};

const dates = ({ id, name, startDate, endDate }: SampleAssignment) => ({ id, name, startDate, endDate });

export function staffHome(
  firstName: string,
  role: Role,
  students: number,
  fixture: Fixture = SAMPLE,
  singleSignOn: { name: string; issuer: string } | null = null,
): Answer<'StaffHomePage'> {
  return {
    data: {
      singleSignOn: singleSignOn && { __typename: 'SsoProvider', ...singleSignOn },
      me: me(firstName, role),
      ownStudentCount: students,
      assignments: connection(
        'Assignment',
        (fixture.assignments ?? []).map((assignment) => ({
          ...dates(assignment),
          started: { __typename: 'StartedCount', ...assignment.started },
        })),
      ),
      groups: connection('Group', fixture.groups ?? []),
      parentLinkRequests: connection(
        'ParentLink',
        (fixture.linkRequests ?? []).map(({ parent, child }) => ({
          id: `${parent.id}:${child.id}`,
          parent: { __typename: 'User', ...parent },
          child: { __typename: 'User', ...child },
        })),
      ),
    },
  };
}

export interface SampleScore {
  assignmentId: string;
  assignmentName: string;
  questId: string;
  activityName: string;
  correct: number;
  answered: number;
  completed: boolean;
  lastAttemptAt: string;
}

export const SAMPLE_SCORES: SampleScore[] = [
  {
    assignmentId: 'a2',
    assignmentName: 'Space quiz',
    questId: 'q-spa-001',
    activityName: 'Planets quiz',
    correct: 7,
    answered: 10,
    completed: true,
    lastAttemptAt: '2026-03-09T10:00:00Z',
  },
  {
    assignmentId: 'a2',
    assignmentName: 'Space quiz',
    questId: 'b-spa-003',
    activityName: 'Rocket book',
    correct: 0,
    answered: 0,
    completed: true,
    lastAttemptAt: '2026-03-08T10:00:00Z',
  },
];

export function studentHome(
  firstName: string,
  role: Role = 'STUDENT',
  fixture: Fixture = SAMPLE,
  scores: SampleScore[] = SAMPLE_SCORES,
): Answer<'StudentHomePage'> {
  return {
    data: {
      me: { ...me(firstName, role), progress: connection('StudentProgress', scores) },
      groups: connection('Group', fixture.groups ?? []),
      assignments: connection(
        'Assignment',
        (fixture.assignments ?? []).map((assignment) => ({
          ...dates(assignment),
          activities: assignment.activities.map(({ questId, name }) => ({
            __typename: 'AssignmentActivity',
            questId,
            activityType: 'QUIZ' as const,
            activity: { __typename: 'Activity', name },
          })),
          progressReport: connection('ProgressReportRow', [
            { completed: assignment.activities.map((activity) => activity.completed) },
          ]),
        })),
      ),
    },
  };
}

export interface SampleChild {
  id: string;
  firstName: string;
  lastName: string;
  groups: { id: string; name: string }[];
  scores: SampleScore[];
}

export const SAMPLE_CHILDREN: SampleChild[] = [
  {
    id: 'c1',
    firstName: 'Mia',
    lastName: 'Harris',
    groups: [{ id: 'g1', name: 'Year 5 Science' }],
    scores: SAMPLE_SCORES,
  },
  { id: 'c2', firstName: 'Noah', lastName: 'Harris', groups: [{ id: 'g2', name: 'Year 6 Science' }], scores: [] },
];

export function parentHome(
  firstName: string,
  children: SampleChild[] = SAMPLE_CHILDREN,
  pending: { id: string; firstName: string; lastName: string }[] = [],
  fixture: Fixture = SAMPLE,
): Answer<'ParentHomePage'> {
  return {
    data: {
      me: {
        ...me(firstName, 'PARENT'),
        children: connection(
          'User',
          children.map(({ id, firstName: first, lastName, groups, scores }) => ({
            id,
            firstName: first,
            lastName,
            groups: connection('Group', groups),
            progress: connection('StudentProgress', scores),
          })),
        ),
        pendingChildren: connection('User', pending),
      },
      groups: connection('Group', fixture.groups ?? []),
      assignments: connection(
        'Assignment',
        (fixture.assignments ?? []).map((assignment) => ({
          ...dates(assignment),
          group: { __typename: 'Group', id: assignment.groupId },
        })),
      ),
    },
  };
}

export function rootHome(firstName: string, registeredUsers: number): Answer<'RootHomePage'> {
  return {
    data: {
      me: me(firstName, 'ROOT'),
      registeredUsers: { __typename: 'RegisteredUserConnection', totalCount: registeredUsers },
    },
  };
}
