import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YEAR_LEVEL_MESSAGE } from '@portal/domain';
import { addAssignment } from '../../api/src/testing/school-world.js';
import { nodes, signedIn, startStack, withoutViewer, type Caller, type Page, type Stack } from './stack.js';

/** What a list of groups shows of each: the shape of the groups pages' query, whatever the number of groups. */
const GROUPS_PAGE = `query($first: Int!) {
  groups(first: $first) { totalCount edges { node { id name yearLevel studentCount viewerMayManage
    owners(first: 10) { totalCount edges { node { id firstName lastName } } }
    students(first: 5, orderBy: { field: FIRST_NAME }) { totalCount edges { node { id firstName email } } }
    assignmentCounts { scheduled inProgress completed } } } }
}`;

interface GroupNode {
  id: string;
  name: string;
  viewerMayManage: boolean;
  owners: Page<{ id: string }>;
  students: Page<{ id: string; firstName: string }>;
}

const CREATE = `mutation($input: CreateGroupInput!) { createGroup(input: $input) { group { id name studentCount } } }`;
const UPDATE = `mutation($input: UpdateGroupInput!) { updateGroup(input: $input) { group { id name studentCount
  students(first: 50) { edges { node { id } } } owners { totalCount } } } }`;
const STUDENT_IDS = `query { people(role: STUDENT, first: 30, orderBy: { field: FIRST_NAME }) { edges { node { id email } } } }`;
const ONE_GROUP = `query($id: ID!) { group(id: $id) { name studentCount students(first: 50) { edges { node { id } } } } }`;

describe('groups through the gateway', () => {
  let stack: Stack;
  let admin: Caller;
  let studentIds: string[];

  beforeAll(async () => {
    stack = await startStack({ demo: true });
    admin = await signedIn(stack, 'admin@demo.school');
    const people = await admin.graphql<{ people: Page<{ id: string }> }>(STUDENT_IDS);
    studentIds = nodes(people.data?.people).map((person) => person.id);
  });
  afterAll(async () => {
    await stack.close();
  });

  it('lists 5 groups and 50 groups with the same number of REST calls', async () => {
    const before = await admin.graphql<{ groups: Page<GroupNode> }>(GROUPS_PAGE, { first: 100 });
    const existing = before.data?.groups.totalCount ?? 0;
    for (let i = existing; i < 50; i += 1) {
      const made = await admin.graphql(CREATE, {
        input: { name: `Class ${String(i).padStart(2, '0')}`, studentIds: studentIds.slice(i % 20, (i % 20) + 3) },
      });
      expect(made.errors).toBeUndefined();
    }
    const callsFor = async (first: number) => {
      stack.restCalls.length = 0;
      const answer = await admin.graphql<{ groups: Page<GroupNode> }>(GROUPS_PAGE, { first });
      expect(answer.errors).toBeUndefined();
      expect(nodes(answer.data?.groups)).toHaveLength(first);
      return withoutViewer(stack.restCalls);
    };
    const five = await callsFor(5);
    const fifty = await callsFor(50);
    expect(fifty).toEqual(five);
    // The groups, one batch of students, one batch of assignments.
    expect(fifty).toHaveLength(3);
  });

  it('updates a group in one REST call: rename, drop and add together, or nothing at all', async () => {
    const made = await admin.graphql<{ createGroup: { group: { id: string } } }>(CREATE, {
      input: { name: 'Rock Pool Rangers', studentIds: studentIds.slice(0, 3) },
    });
    const groupId = made.data?.createGroup.group.id ?? '';

    stack.restCalls.length = 0;
    const updated = await admin.graphql<{ updateGroup: { group: { name: string; students: Page<{ id: string }> } } }>(
      UPDATE,
      {
        input: {
          groupId,
          name: 'Rock Pool Rangers 2',
          removeStudentIds: [studentIds[0]],
          addStudentIds: [studentIds[3]],
        },
      },
    );
    expect(updated.errors).toBeUndefined();
    expect(stack.restCalls.filter((call) => call.startsWith('PATCH'))).toEqual([`PATCH /api/v1/groups/${groupId}`]);
    expect(updated.data?.updateGroup.group.name).toBe('Rock Pool Rangers 2');
    expect(
      nodes(updated.data?.updateGroup.group.students)
        .map((s) => s.id)
        .sort(),
    ).toEqual([studentIds[1], studentIds[2], studentIds[3]].sort());

    // A teacher is no student: the addition fails after the rename and the removal, and neither stays.
    const teacher = await admin.graphql<{ people: Page<{ id: string }> }>(
      `query { people(role: TEACHER, first: 1) { edges { node { id } } } }`,
    );
    const refused = await admin.graphql(UPDATE, {
      input: {
        groupId,
        name: 'Renamed Anyway?',
        removeStudentIds: [studentIds[1]],
        addStudentIds: [nodes(teacher.data?.people)[0]?.id],
      },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const after = await admin.graphql<{ group: { name: string; students: Page<{ id: string }> } }>(ONE_GROUP, {
      id: groupId,
    });
    expect(after.data?.group.name).toBe('Rock Pool Rangers 2');
    expect(nodes(after.data?.group.students)).toHaveLength(3);
  });

  it('takes year levels 1 to 10 only (spec 2 §9), refusing 0 and 11 as BAD_USER_INPUT naming the field', async () => {
    const YEAR = `mutation($input: CreateGroupInput!) { createGroup(input: $input) { group { yearLevel } } }`;
    for (const yearLevel of [0, 11]) {
      const refused = await admin.graphql(YEAR, { input: { name: `Year ${yearLevel}`, yearLevel } });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(`yearLevel: ${YEAR_LEVEL_MESSAGE}`);
    }
    for (const yearLevel of [1, 10]) {
      const made = await admin.graphql<{ createGroup: { group: { yearLevel: number } } }>(YEAR, {
        input: { name: `Year ${yearLevel}`, yearLevel },
      });
      expect(made.errors).toBeUndefined();
      expect(made.data?.createGroup.group.yearLevel).toBe(yearLevel);
    }
  });

  it('keeps a group that still has assignments, with STILL_IN_USE, and deletes an empty one', async () => {
    const made = await admin.graphql<{ createGroup: { group: { id: string } } }>(CREATE, {
      input: { name: 'Busy Bees' },
    });
    const busyId = made.data?.createGroup.group.id ?? '';
    const school = await admin.graphql<{ school: { id: string } }>(`query { school { id } }`);
    await addAssignment(stack.database.db, {
      schoolId: school.data?.school.id ?? '',
      groupId: busyId,
      name: 'Pollination',
      startDate: new Date('2026-03-02T08:00:00Z'),
      endDate: new Date('2026-03-09T15:00:00Z'),
    });
    const idle = await admin.graphql<{ createGroup: { group: { id: string } } }>(CREATE, {
      input: { name: 'Idle Ants' },
    });
    const idleId = idle.data?.createGroup.group.id ?? '';
    const DELETE = `mutation($id: ID!) { deleteGroup(groupId: $id) { deletedId } }`;

    const kept = await admin.graphql(DELETE, { id: busyId });
    expect(kept.errors?.[0]?.extensions?.code).toBe('STILL_IN_USE');
    expect(kept.errors?.[0]?.message).toMatch(/still has assignments/);

    const gone = await admin.graphql<{ deleteGroup: { deletedId: string } }>(DELETE, { id: idleId });
    expect(gone.errors).toBeUndefined();
    const after = await admin.graphql<{ group: null }>(ONE_GROUP, { id: idleId });
    expect(after.data?.group).toBeNull();
  });

  it("lets another teacher neither see nor change a teacher's group, and keeps students off the student list", async () => {
    const teacher1 = await signedIn(stack, 'teacher1@demo.school');
    const own = await teacher1.graphql<{ groups: Page<GroupNode> }>(GROUPS_PAGE, { first: 5 });
    const group = nodes(own.data?.groups)[0];
    expect(group?.viewerMayManage).toBe(true);

    const teacher2 = await signedIn(stack, 'teacher2@demo.school');
    const rename = await teacher2.graphql(UPDATE, { input: { groupId: group?.id, name: 'Taken over' } });
    expect(rename.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const student = await signedIn(stack, 'student01@demo.school');
    const mine = await student.graphql<{ groups: Page<{ viewerMayManage: boolean }> }>(
      `query { groups { edges { node { name viewerMayManage assignmentCounts { inProgress } } } } }`,
    );
    expect(mine.errors).toBeUndefined();
    expect(nodes(mine.data?.groups).every((g) => !g.viewerMayManage)).toBe(true);
    const peek = await student.graphql(`query { groups { edges { node { students { totalCount } } } } }`);
    expect(peek.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const write = await student.graphql(CREATE, { input: { name: 'Mine now' } });
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("answers only the chosen assignments of a group (a tracking page's columns), latest first, leaving out others' ids", async () => {
    // The demo groups with three assignments or more (the groups made above have none).
    const listed = await admin.graphql<{ assignments: Page<{ group: { id: string } | null }> }>(
      `query { assignments(first: 100) { edges { node { group { id } } } } }`,
    );
    expect(listed.errors).toBeUndefined();
    const counts = new Map<string, number>();
    for (const { group } of nodes(listed.data?.assignments))
      if (group) counts.set(group.id, (counts.get(group.id) ?? 0) + 1);
    const [groupId, otherId] = [...counts].filter(([, count]) => count >= 3).map(([id]) => id);
    expect(groupId && otherId, 'two demo groups with three assignments').toBeTruthy();
    const ofGroup = async (id: string) => {
      const answer = await admin.graphql<{ group: { assignments: Page<{ id: string }> } }>(
        `query($id: ID!) { group(id: $id) {
          assignments(first: 100, orderBy: { field: START_DATE, direction: DESC }) { edges { node { id } } } } }`,
        { id },
      );
      return nodes(answer.data?.group.assignments).map((assignment) => assignment.id);
    };
    const ids = await ofGroup(groupId!);
    const foreign = (await ofGroup(otherId!))[0]!;
    const chosen = await admin.graphql<{ group: { assignments: Page<{ id: string }> } }>(
      `query($id: ID!, $ids: [ID!]) { group(id: $id) {
        assignments(first: 10, ids: $ids, orderBy: { field: START_DATE, direction: DESC }) { totalCount edges { node { id } } } } }`,
      { id: groupId, ids: [ids[2], foreign, ids[0]] },
    );
    expect(chosen.errors).toBeUndefined();
    expect(nodes(chosen.data?.group.assignments).map(({ id }) => id)).toEqual([ids[0], ids[2]]);
    expect(chosen.data?.group.assignments.totalCount).toBe(2);
  });
});
