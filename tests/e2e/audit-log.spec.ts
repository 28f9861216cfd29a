import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { AUDIT_MESSAGES } from '@portal/domain';
import { axeFindings, overflowFindings, settle } from './page-checks.js';
import { storageStateOf } from './signed-in.js';

/*
 * Issue 29: a staff write to a student's record (here, a student added to a
 * group) shows in the school's audit log, which the admin reads from People,
 * filters by kind and exports as CSV. The student is taken out of the group
 * again, even when a step fails: the specs share one portal.
 */

const GROUPS = `{ groups(first: 1) { edges { node { id name students(first: 100) { edges { node { id } } } } } } }`;
const STUDENTS = `{ people(role: STUDENT, first: 100) { edges { node { id firstName lastName } } } }`;
const UPDATE = `mutation($input: UpdateGroupInput!) { updateGroup(input: $input) { group { id } } }`;

interface Node<T> {
  edges: { node: T }[];
}
type Group = { id: string; name: string; students: Node<{ id: string }> };
type Student = { id: string; firstName: string; lastName: string };

async function graphql<T>(page: Page, query: string, variables?: Record<string, unknown>): Promise<T> {
  const answer = (await (await page.request.post('/graphql', { data: { query, variables } })).json()) as {
    data?: T;
    errors?: unknown[];
  };
  expect(answer.errors).toBeUndefined();
  return answer.data as T;
}

test.describe('the audit log, for an admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('a student added to a group shows in the log, filtered by kind, and in its CSV', async ({ page }) => {
    const { groups } = await graphql<{ groups: Node<Group> }>(page, GROUPS);
    const group = groups.edges[0]?.node;
    if (!group) throw new Error('the demo school has no group');
    const inGroup = new Set(group.students.edges.map(({ node }) => node.id));
    const { people } = await graphql<{ people: Node<Student> }>(page, STUDENTS);
    const student = people.edges.map(({ node }) => node).find(({ id }) => !inGroup.has(id));
    if (!student) throw new Error('every demo student is in the first group');

    await graphql(page, UPDATE, { input: { groupId: group.id, addStudentIds: [student.id] } });
    try {
      // At a phone's size, as the route walk opens pages; reached from People, as API Tokens is.
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/people');
      await page.getByRole('link', { name: 'Audit log' }).click();
      await expect(page.getByRole('heading', { level: 1, name: AUDIT_MESSAGES.pageTitle })).toBeVisible();
      const added = `Added to group "${group.name}"`;
      await expect(page.getByText(added).first()).toBeVisible();
      await settle(page);
      expect([...(await axeFindings(page)), ...(await overflowFindings(page))]).toEqual([]);

      await page.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Password reset' }).click();
      await expect(page.getByText(added)).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Group membership' }).click();
      await expect(page.getByText(added).first()).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: AUDIT_MESSAGES.exportCsv }).click();
      const file = await (await download).path();
      const csv = readFileSync(file, 'utf8');
      expect(csv).toContain(`${student.firstName} ${student.lastName}`);
      expect(csv).toContain(`"${added.replaceAll('"', '""')}"`);
      expect(csv).not.toContain('Password reset');
    } finally {
      await graphql(page, UPDATE, { input: { groupId: group.id, removeStudentIds: [student.id] } });
    }
  });
});
