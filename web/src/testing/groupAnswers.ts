import type { Answer } from './fakeGateway';

/* Gateway answers for the groups area's operations, shaped as the gateway sends them. */

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export const person = (id: string, firstName: string, lastName: string): Person => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@hill.school`,
});

const user = <T extends object>(node: T) => ({ __typename: 'User', ...node });
const edges = <T>(nodes: readonly T[], typename: string) => nodes.map((node) => ({ __typename: typename, node }));

/** A connection of users as selected with `totalCount` and `edges { node }`. */
export const users = <T extends object>(nodes: readonly T[], totalCount = nodes.length) => ({
  __typename: 'UserConnection',
  totalCount,
  edges: edges(nodes.map(user), 'UserEdge'),
});

export const ZOE = person('s1', 'Zoë', 'Harris');
export const LIAM = person('s2', 'Liam', 'Chen');
export const AMELIA = person('s3', 'Amelia', 'Walker');
export const DANIEL = person('t1', 'Daniel', 'Nguyen');
export const PRIYA = person('t2', 'Priya', 'Raman');

export interface GroupTabFixture {
  id: string;
  name: string;
}

export const YEAR_3: GroupTabFixture = { id: 'g1', name: 'Year 3 Explorers' };
export const YEAR_5: GroupTabFixture = { id: 'g2', name: 'Year 5 Investigators' };

const groupList = (groups: readonly GroupTabFixture[]) => ({
  __typename: 'GroupConnection',
  totalCount: groups.length,
  edges: edges(
    groups.map((group) => ({ __typename: 'Group', ...group })),
    'GroupEdge',
  ),
});

export function myGroups(groups: readonly GroupTabFixture[]): Answer<'MyGroupsPage'> {
  return { data: { groups: groupList(groups) } };
}

export interface GroupFixture extends GroupTabFixture {
  yearLevel?: number | null;
  viewerMayManage?: boolean;
  owners?: readonly Person[];
  /** The page of students answered. */
  students?: readonly Person[];
  /** Every student matching, across pages. */
  studentTotal?: number;
  endCursor?: string | null;
}

export function groupView(groups: readonly GroupTabFixture[], group: GroupFixture | null): Answer<'GroupViewPage'> {
  const students = group?.students ?? [];
  return {
    data: {
      groups: groupList(groups),
      group: group && {
        __typename: 'Group',
        id: group.id,
        name: group.name,
        yearLevel: group.yearLevel ?? 3,
        studentCount: group.studentTotal ?? students.length,
        viewerMayManage: group.viewerMayManage ?? true,
        owners: users(group.owners ?? [DANIEL]),
        students: {
          ...users(students, group.studentTotal ?? students.length),
          pageInfo: { __typename: 'PageInfo', endCursor: group.endCursor ?? students.at(-1)?.id ?? null },
        },
      },
    },
  };
}

/** A page of a people search. */
export function searchPage(people: readonly Person[], hasNextPage: boolean): Answer<'PersonSearch'> {
  return {
    data: {
      people: {
        __typename: 'UserConnection',
        pageInfo: { __typename: 'PageInfo', endCursor: people.at(-1)?.id ?? null, hasNextPage },
        edges: edges(people.map(user), 'UserEdge'),
      },
    },
  };
}

/** `count` students named for their place in the search (Student 1 … Student 15). */
export const numberedStudents = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => person(`n${from + index}`, 'Student', String(from + index)));

export interface EditFixture {
  id: string;
  name: string;
  viewerMayManage?: boolean;
  owners: readonly Person[];
  students: readonly Person[];
}

export function editGroup(viewerId: string, group: EditFixture | null): Answer<'EditGroupPage'> {
  return {
    data: {
      me: { __typename: 'User', id: viewerId },
      group: group && {
        __typename: 'Group',
        id: group.id,
        name: group.name,
        viewerMayManage: group.viewerMayManage ?? true,
        owners: users(group.owners),
        students: users(group.students),
      },
    },
  };
}

export interface StudentGroupFixture extends GroupTabFixture {
  studentCount: number;
  inProgress: number;
}

export function studentGroups(groups: readonly StudentGroupFixture[]): Answer<'StudentGroupsPage'> {
  return {
    data: {
      groups: {
        __typename: 'GroupConnection',
        totalCount: groups.length,
        edges: edges(
          groups.map(({ id, name, studentCount, inProgress }) => ({
            __typename: 'Group',
            id,
            name,
            studentCount,
            assignmentCounts: { __typename: 'AssignmentCounts', inProgress },
          })),
          'GroupEdge',
        ),
      },
    },
  };
}

export interface AssignmentFixture {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}

export function studentGroup(
  group: GroupTabFixture & { counts: { scheduled: number; inProgress: number; completed: number } },
  assignments: readonly AssignmentFixture[] = [],
): Answer<'StudentGroupPage'> {
  return {
    data: {
      group: {
        __typename: 'Group',
        id: group.id,
        name: group.name,
        yearLevel: 3,
        assignmentCounts: { __typename: 'AssignmentCounts', ...group.counts },
        assignments: {
          __typename: 'AssignmentConnection',
          totalCount: assignments.length,
          edges: edges(
            assignments.map((assignment) => ({ __typename: 'Assignment', ...assignment })),
            'AssignmentEdge',
          ),
        },
      },
    },
  };
}
