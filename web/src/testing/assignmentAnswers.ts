import type { ActivityType } from '../generated/graphql';
import type { Answer } from './fakeGateway';

/* Gateway answers for the assignments area's operations, shaped as the gateway sends them. */

export interface ActivityFixture {
  questId: string;
  name: string;
  realm: string;
  activityType: ActivityType;
}

/** The n-th activity of a realm: "Cape Cosmos 3", q-3. */
export const numberedActivity = (n: number, realm = 'Cape Cosmos', activityType: ActivityType = 'QUIZ') => ({
  questId: `q-${n}`,
  name: `${realm} ${n}`,
  realm,
  activityType,
});

const libraryNode = (activity: ActivityFixture) => ({
  __typename: 'Activity',
  ...activity,
  description: `About ${activity.name}.`,
  previewUrl: `/images/${activity.questId}/preview.png`,
  bannerUrl: `/images/${activity.questId}/banner.png`,
});

/** The curriculum codes the fake library covers, as its curriculum filter offers them. */
export const LIBRARY_CURRICULA = [
  { code: 'AC9S4U01', name: 'Living things depend on each other', yearLevel: 4 },
  { code: 'AC9S6U02', name: 'Sudden geological changes', yearLevel: 6 },
];

/** One page of the library; `hasNextPage` says whether Load More follows. */
export function libraryPage(activities: readonly ActivityFixture[], hasNextPage: boolean): Answer<'ActivityLibrary'> {
  return {
    data: {
      activityCurriculum: LIBRARY_CURRICULA.map((item) => ({ __typename: 'Curriculum', id: item.code, ...item })),
      activities: {
        __typename: 'ActivityConnection',
        totalCount: activities.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: activities.at(-1)?.questId ?? null },
        edges: activities.map((activity) => ({ __typename: 'ActivityEdge', node: libraryNode(activity) })),
      },
    },
  };
}

export function dialogGroups(groups: readonly { id: string; name: string }[]): Answer<'AssignmentDialog'> {
  return {
    data: {
      groups: {
        __typename: 'GroupConnection',
        edges: groups.map((group) => ({ __typename: 'GroupEdge', node: { __typename: 'Group', ...group } })),
      },
    },
  };
}

export interface AssignmentFixture {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  group?: { id: string; name: string } | null;
  activities: readonly ActivityFixture[];
}

const assignmentActivity = (activity: ActivityFixture) => ({
  __typename: 'AssignmentActivity',
  questId: activity.questId,
  activityType: activity.activityType,
  activity: {
    __typename: 'Activity',
    questId: activity.questId,
    name: activity.name,
    realm: activity.realm,
    previewUrl: `/images/${activity.questId}/preview.png`,
  },
});

const assignmentNode = (assignment: AssignmentFixture) => ({
  __typename: 'Assignment',
  id: assignment.id,
  name: assignment.name,
  startDate: assignment.startDate,
  endDate: assignment.endDate,
  group:
    assignment.group === null
      ? null
      : { __typename: 'Group', ...(assignment.group ?? { id: 'g1', name: 'Year 3 Explorers' }) },
  activities: assignment.activities.map(assignmentActivity),
});

export function assignmentView(assignment: AssignmentFixture | null): Answer<'ViewAssignmentPage'> {
  return { data: { assignment: assignment && assignmentNode(assignment) } };
}

export function editedAssignment(assignment: AssignmentFixture | null): Answer<'EditAssignmentPage'> {
  return { data: { assignment: assignment && assignmentNode(assignment) } };
}

export function assignmentList(assignments: readonly AssignmentFixture[]): Answer<'AssignmentsPage'> {
  return {
    data: {
      assignments: {
        __typename: 'AssignmentConnection',
        totalCount: assignments.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: assignments.at(-1)?.id ?? null },
        edges: assignments.map((assignment) => ({ __typename: 'AssignmentEdge', node: assignmentNode(assignment) })),
      },
    },
  };
}

/** An ISO instant `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
