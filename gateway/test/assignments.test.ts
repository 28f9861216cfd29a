import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodes, signedIn, startStack, type Caller, type Page, type Stack } from './stack.js';

const FIELDS = 'id name status startDate endDate group { id } activities { questId activityType }';
const CREATE = `mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { assignment(id: $id) { ${FIELDS} } }`;

interface AssignmentNode {
  id: string;
  name: string;
  status: string;
  startDate: string;
  endDate: string;
  activities: { questId: string; activityType: string }[];
}

/** `yyyy-MM-ddTHH:mm` UTC, `days` from now: the form the web sends. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

describe('assignments through the gateway', () => {
  let stack: Stack;
  let teacher: Caller;
  let groupId: string;

  beforeAll(async () => {
    stack = await startStack({ demo: true });
    teacher = await signedIn(stack, 'teacher1@demo.school');
    const groups = await teacher.graphql<{ groups: Page<{ id: string }> }>(
      `query { groups { edges { node { id } } } }`,
    );
    groupId = nodes(groups.data?.groups)[0]?.id ?? '';
  });
  afterAll(async () => {
    await stack.close();
  });

  const create = async (caller: Caller, name: string) =>
    caller.graphql<{ createAssignment: { assignment: AssignmentNode } }>(CREATE, {
      input: {
        name,
        groupId,
        startDate: dayFromNow(1),
        endDate: dayFromNow(8),
        activities: [
          { questId: 'q-env-001', activityType: 'QUIZ' },
          { questId: 'b-env-001', activityType: 'BOOK' },
        ],
      },
    });

  it('creates, changes, ends and deletes an assignment, its status always from its dates', async () => {
    const made = await create(teacher, 'Floating and Sinking');
    expect(made.errors).toBeUndefined();
    const assignment = made.data?.createAssignment.assignment;
    expect(assignment?.status).toBe('SCHEDULED');
    expect(assignment?.activities.map((a) => a.activityType)).toEqual(['QUIZ', 'BOOK']);
    const id = assignment?.id ?? '';

    const renamed = await teacher.graphql<{ updateAssignment: { assignment: AssignmentNode } }>(
      `mutation($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { ${FIELDS} } } }`,
      {
        input: {
          assignmentId: id,
          name: 'Floating, Sinking',
          groupId,
          startDate: dayFromNow(-1),
          endDate: dayFromNow(3),
        },
      },
    );
    expect(renamed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT'); // a start moved into the past
    expect(renamed.errors?.[0]?.message).toMatch(/New assignments cannot start before today/);

    const added = await teacher.graphql<{ addAssignmentActivities: { assignment: AssignmentNode } }>(
      `mutation($input: AssignmentActivitiesInput!) { addAssignmentActivities(input: $input) { assignment { ${FIELDS} } } }`,
      { input: { assignmentId: id, activities: [{ questId: 's-env-001', activityType: 'SONG' }] } },
    );
    expect(added.data?.addAssignmentActivities.assignment.activities.map((a) => a.questId)).toEqual([
      'q-env-001',
      'b-env-001',
      's-env-001',
    ]);
    const REMOVE = `mutation($input: AssignmentActivitiesInput!) { removeAssignmentActivities(input: $input) { assignment { ${FIELDS} } } }`;
    const all = added.data?.addAssignmentActivities.assignment.activities ?? [];
    const emptied = await teacher.graphql(REMOVE, { input: { assignmentId: id, activities: all } });
    expect(emptied.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const removed = await teacher.graphql<{ removeAssignmentActivities: { assignment: AssignmentNode } }>(REMOVE, {
      input: { assignmentId: id, activities: all.slice(1) },
    });
    expect(removed.data?.removeAssignmentActivities.assignment.activities).toHaveLength(1);

    const ended = await teacher.graphql<{ finishAssignment: { assignment: AssignmentNode } }>(
      `mutation($id: ID!) { finishAssignment(assignmentId: $id) { assignment { ${FIELDS} } } }`,
      { id },
    );
    expect(ended.data?.finishAssignment.assignment.status).toBe('COMPLETED');

    const gone = await teacher.graphql(`mutation($id: ID!) { deleteAssignment(assignmentId: $id) { deletedId } }`, {
      id,
    });
    expect(gone.errors).toBeUndefined();
    expect((await teacher.graphql<{ assignment: null }>(ONE, { id })).data?.assignment).toBeNull();
  });

  it('lets another teacher neither read nor change it, and a student of the group read it only', async () => {
    const made = await create(teacher, 'Magnets at Home');
    const id = made.data?.createAssignment.assignment.id ?? '';

    const teacher2 = await signedIn(stack, 'teacher2@demo.school');
    expect((await teacher2.graphql<{ assignment: null }>(ONE, { id })).data?.assignment).toBeNull();
    const taken = await teacher2.graphql(
      `mutation($id: ID!) { finishAssignment(assignmentId: $id) { assignment { id } } }`,
      {
        id,
      },
    );
    expect(taken.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const students = await teacher.graphql<{ group: { students: Page<{ email: string }> } }>(
      `query($id: ID!) { group(id: $id) { students(first: 1) { edges { node { email } } } } }`,
      { id: groupId },
    );
    const student = await signedIn(stack, nodes(students.data?.group.students)[0]?.email ?? '');
    const seen = await student.graphql<{ assignment: AssignmentNode }>(ONE, { id });
    expect(seen.data?.assignment.name).toBe('Magnets at Home');
    const write = await student.graphql(`mutation($id: ID!) { deleteAssignment(assignmentId: $id) { deletedId } }`, {
      id,
    });
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
