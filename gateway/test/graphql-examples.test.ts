import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodes, signedIn, startStack, type Caller, type Page, type Stack } from './stack.js';

/*
 * The integrators' examples GraphiQL opens with (docs/graphql-examples/), run
 * as the demo school's admin against the real API: each answers what its
 * comment promises. (graphql-examples.test.ts in src/limits keeps them valid
 * and inside the limits; this keeps them useful.)
 */

const example = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../../docs/graphql-examples/${file}`, import.meta.url)), 'utf8');

/** One named operation of an example file, as GraphiQL sends it. */
async function run<T>(caller: Caller, file: string, operationName: string, variables: Record<string, unknown> = {}) {
  const response = await stack.origin.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', cookie: caller.cookieHeader },
    payload: JSON.stringify({ query: example(file), operationName, variables }),
  });
  const answer = response.json() as { data?: T; errors?: { message: string }[] };
  expect(answer.errors).toBeUndefined();
  return answer.data as T;
}

interface Person {
  id: string;
  role: string;
  groups: Page<{ id: string; name: string }>;
}

let stack: Stack;
let admin: Caller;

beforeAll(async () => {
  stack = await startStack({ demo: true });
  admin = await signedIn(stack, 'admin@demo.school');
});
afterAll(() => stack.close());

describe('the integrators’ examples, as an admin', () => {
  it('export the roster page by page, each person with their groups', async () => {
    const first = await run<{ people: Page<Person> & { pageInfo: { hasNextPage: boolean; endCursor: string } } }>(
      admin,
      'roster-export.graphql',
      'RosterExport',
      { first: 5 },
    );
    expect(first.people.totalCount).toBeGreaterThan(5);
    expect(first.people.pageInfo.hasNextPage).toBe(true);
    const next = await run<{ people: Page<Person> }>(admin, 'roster-export.graphql', 'RosterExport', {
      first: 5,
      after: first.people.pageInfo.endCursor,
    });
    const ids = [...nodes(first.people), ...nodes(next.people)].map((person) => person.id);
    expect(new Set(ids).size).toBe(10);
    const students = await run<{ people: Page<Person> }>(admin, 'roster-export.graphql', 'RosterExport', {
      role: 'STUDENT',
    });
    expect(nodes(students.people).every((person) => person.role === 'STUDENT')).toBe(true);
    expect(nodes(students.people).some((person) => nodes(person.groups).length > 0)).toBe(true);
  });

  it('export the school’s group results and its students’ results', async () => {
    const { groups } = await run<{ groups: Page<{ id: string }> }>(admin, 'results-export.graphql', 'ResultGroups');
    const groupIds = nodes(groups).map((group) => group.id);
    expect(groupIds.length).toBeGreaterThan(0);
    const { groupResults } = await run<{ groupResults: { groupId: string; totalStudents: number }[] }>(
      admin,
      'results-export.graphql',
      'GroupResultsExport',
      { groupIds },
    );
    expect(groupResults.map((result) => result.groupId).sort()).toEqual([...groupIds].sort());

    const { people } = await run<{ people: Page<Person> }>(admin, 'roster-export.graphql', 'RosterExport', {
      role: 'STUDENT',
      first: 3,
    });
    const userIds = nodes(people).map((person) => person.id);
    const { results } = await run<{ results: { userId: string; totalAssignments: number }[] }>(
      admin,
      'results-export.graphql',
      'StudentResultsExport',
      { userIds },
    );
    expect(results.map((result) => result.userId).sort()).toEqual([...userIds].sort());
  });

  it('follow an assignment’s progress, a row per student', async () => {
    const answer = await admin.graphql<{ assignments: Page<{ id: string }> }>(
      '{ assignments(first: 1) { edges { node { id } } } }',
    );
    const assignmentId = nodes(answer.data?.assignments)[0]?.id;
    expect(assignmentId).toBeDefined();
    const { assignment } = await run<{ assignment: { progressReport: Page<{ studentId: string }> } }>(
      admin,
      'progress-feed.graphql',
      'AssignmentProgress',
      { assignmentId },
    );
    expect(assignment.progressReport.totalCount).toBeGreaterThan(0);
  });
});
