import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodes, signedIn, startStack, type Page as Nodes, type Stack } from './stack.js';

interface Page<T> extends Nodes<T> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const STUDENTS = `query($after: String) {
  people(role: STUDENT, first: 5, after: $after, orderBy: { field: FIRST_NAME }) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { firstName roles } }
  }
}`;

describe('people, groups and assignments through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ demo: true });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('pages through the students of the school with a cursor', async () => {
    const admin = await signedIn(stack, 'admin@demo.school');
    const first = await admin.graphql<{ people: Page<{ firstName: string; roles: string[] }> }>(STUDENTS);
    expect(first.errors).toBeUndefined();
    expect(first.data?.people.totalCount).toBe(30);
    expect(first.data?.people.edges).toHaveLength(5);
    expect(first.data?.people.edges.every((e) => e.node.roles.includes('STUDENT'))).toBe(true);

    const second = await admin.graphql<{ people: Page<{ firstName: string }> }>(STUDENTS, {
      after: first.data?.people.pageInfo.endCursor,
    });
    const names = (page?: Page<{ firstName: string }>) => page?.edges.map((e) => e.node.firstName) ?? [];
    expect(names(second.data?.people)).toHaveLength(5);
    expect(names(second.data?.people)).not.toEqual(names(first.data?.people));
    expect([...names(first.data?.people), ...names(second.data?.people)]).toEqual(
      [...names(first.data?.people), ...names(second.data?.people)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it("lists a teacher, with scope RESULTS, only the students whose results they may open; an admin the school's", async () => {
    const readable = `query($scope: PeopleScope!) {
      people(role: STUDENT, scope: $scope, first: 50) { totalCount edges { node { email result { __typename } } } }
    }`;
    type Answer = { people: Page<{ email: string; result: { __typename: string } | null }> };
    const teacher = await signedIn(stack, 'teacher1@demo.school');
    const own = await teacher.graphql<Answer>(readable, { scope: 'RESULTS' });
    expect(own.errors).toBeUndefined();
    // teacher1 owns one group of eight: every row opens, none ends in "could not load".
    expect(own.data?.people.totalCount).toBe(8);
    expect(nodes(own.data?.people).every((student) => student.result !== null)).toBe(true);
    const school = await teacher.graphql<Answer>(readable, { scope: 'SCHOOL' });
    expect(school.data?.people.totalCount).toBe(30);
    expect(nodes(school.data?.people).filter((student) => student.result !== null)).toHaveLength(8);

    const admin = await signedIn(stack, 'admin@demo.school');
    const all = await admin.graphql<Answer>(readable, { scope: 'RESULTS' });
    expect(all.data?.people.totalCount).toBe(30);
    expect(nodes(all.data?.people).every((student) => student.result !== null)).toBe(true);
  });

  it("tells a teacher which students' details they may change, with one REST call for the whole list", async () => {
    const teacher = await signedIn(stack, 'teacher1@demo.school');
    stack.restCalls.length = 0;
    const answer = await teacher.graphql<{
      people: Page<{ viewerMay: { changePassword: boolean; changeEmail: boolean; changeName: boolean } }>;
    }>(
      `query { people(role: STUDENT, first: 50) { edges { node { viewerMay { changePassword changeEmail changeName } } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    const may = nodes(answer.data?.people).map(({ viewerMay }) => Object.values(viewerMay));
    // teacher1 owns one group of eight: theirs may be changed, no one else's.
    expect(may.filter((all) => all.every(Boolean))).toHaveLength(8);
    expect(may.filter((all) => all.every((one) => !one))).toHaveLength(22);
    const calls = stack.restCalls.map((call) => call.replace(/\?.*$/, ''));
    expect(calls.filter((call) => call === 'GET /api/v1/users/permissions')).toHaveLength(1);
  });

  it('keeps the people list from students and parents', async () => {
    const student = await signedIn(stack, 'student01@demo.school');
    const answer = await student.graphql(STUDENTS);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.restCalls).toEqual(['GET /api/v1/auth/status']);
  });

  it('resolves every group’s students and assignments with one REST call each, however many groups', async () => {
    const admin = await signedIn(stack, 'admin@demo.school');
    const answer = await admin.graphql<{
      groups: Page<{
        name: string;
        studentCount: number;
        students: Page<{ firstName: string }>;
        owners: Page<{ firstName: string; email: string }>;
        assignments: Page<{ name: string }>;
      }>;
    }>(`query {
      groups(first: 20) { totalCount edges { node { name studentCount
        owners(first: 5) { totalCount edges { node { firstName email } } }
        students(first: 50) { totalCount edges { node { firstName email } } }
        assignments(first: 10) { totalCount edges { node { name status group { name } } } } } } }
    }`);
    expect(answer.errors).toBeUndefined();
    const groups = nodes(answer.data?.groups);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    for (const group of groups) {
      expect(group.students.edges).toHaveLength(group.studentCount);
      expect(group.owners.totalCount).toBeGreaterThanOrEqual(1);
      expect(nodes(group.owners)[0]?.email).toMatch(/@demo\.school$/);
    }
    const calls = stack.restCalls.map((call) => call.replace(/\?.*$/, ''));
    expect(calls.filter((c) => c === 'GET /api/v1/groups/students')).toHaveLength(1);
    expect(calls.filter((c) => c === 'GET /api/v1/groups/assignments')).toHaveLength(1);
    expect(calls).toHaveLength(4); // auth status, the groups, one batch of students, one batch of assignments
  });

  it("resolves every listed person's groups through one batch", async () => {
    const admin = await signedIn(stack, 'admin@demo.school');
    const answer = await admin.graphql<{ people: Page<{ groups: Page<{ name: string }> }> }>(
      `query { people(role: STUDENT, first: 30) { edges { node { firstName groups { totalCount edges { node { name } } } } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(nodes(answer.data?.people).some((person) => person.groups.totalCount > 0)).toBe(true);
    expect(stack.restCalls).toEqual([
      'GET /api/v1/auth/status',
      'GET /api/v1/users',
      'GET /api/v1/users/groups',
      'GET /api/v1/groups',
    ]);
  });

  it("shows a parent their children and the children's groups", async () => {
    const parent = await signedIn(stack, 'parent1@demo.school');
    const answer = await parent.graphql<{
      me: { children: Page<{ firstName: string; groups: Page<{ name: string }> }> };
      groups: Page<{ name: string }>;
    }>(
      `query { me { firstName children { totalCount edges { node { id firstName groups { totalCount edges { node { name } } } } } } }
        groups { totalCount edges { node { name } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me.children.totalCount).toBeGreaterThanOrEqual(1);
    expect(nodes(answer.data?.me.children).some((child) => child.groups.totalCount > 0)).toBe(true);
    expect(answer.data?.groups.totalCount).toBeGreaterThanOrEqual(1);
  });

  it('gives root registered users of every school and no groups', async () => {
    const root = await signedIn(stack, 'root@demo.school');
    const answer = await root.graphql<{
      registeredUsers: Page<{ email: string; school: { name: string } | null }>;
      groups: Page<unknown>;
    }>(
      `query { registeredUsers(first: 7) { totalCount edges { node { email school { name } } } } groups { totalCount } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.registeredUsers.totalCount).toBeGreaterThanOrEqual(36);
    expect(answer.data?.registeredUsers.edges).toHaveLength(7);
    expect(nodes(answer.data?.registeredUsers).every((user) => user.school?.name)).toBe(true);
    expect(answer.data?.groups.totalCount).toBe(0);
  });
});
