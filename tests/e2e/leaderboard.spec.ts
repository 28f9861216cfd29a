import { expect, test } from '@playwright/test';
import { assignmentStatus, orderListedAssignments } from '@portal/domain';
import { expectClean } from './page-checks.js';
import { storageStateOf } from './signed-in.js';

/*
 * The leaderboard from a teacher's group page (issue 35, Done when): the demo
 * teacher opens a group that has an assignment on now, clicks LEADERBOARD,
 * and the page opens on that current assignment, with no "My Rank" (staff
 * are never ranked); at 360 px, axe-clean and without sideways scrolling.
 * END's question and its Cancel are covered in assignments.spec.ts.
 */

const PHONE = { width: 360, height: 800 };
test.use({ viewport: PHONE, storageState: storageStateOf('teacher') });

interface Listed {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}
interface GroupsAnswer {
  errors?: { message: string }[];
  data?: {
    groups: {
      edges: { node: { id: string; name: string; assignments: { edges: { node: Listed }[] } } }[];
    };
  };
}

const GROUPS = `query E2eLeaderboardGroups {
  groups(first: 10) {
    edges { node { id name assignments(first: 100) { edges { node { id name startDate endDate } } } } }
  }
}`;

test('LEADERBOARD on a group page opens on the current assignment, with no My Rank for staff', async ({ page }) => {
  const response = await page.request.post('/graphql', { data: { query: GROUPS } });
  const answer = (await response.json()) as GroupsAnswer;
  const groups = answer.data?.groups.edges.map(({ node }) => node) ?? [];
  const now = new Date();
  // A demo group of the teacher's with an assignment on now (the demo school's history runs to today).
  const withCurrent = groups.find(({ assignments }) =>
    assignments.edges.some(
      ({ node }) => assignmentStatus(new Date(node.startDate), new Date(node.endDate), now) === 'In Progress',
    ),
  );
  expect(
    withCurrent,
    `a demo group of teacher1 with an assignment in progress: ${JSON.stringify(answer.errors ?? groups.map(({ name }) => name))}`,
  ).toBeDefined();
  const group = withCurrent!;
  const current = orderListedAssignments(
    group.assignments.edges.map(({ node }) => node),
    now,
  )[0]!;

  await page.goto(`/groups/view/${group.id}`);
  await page.getByRole('link', { name: 'LEADERBOARD' }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/view/${group.id}/leader`));
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toHaveText(current.name);
  await expect(page.getByRole('table', { name: 'Leaderboard' })).toBeVisible();
  await expect(page.getByText('My Rank')).toHaveCount(0);
  await expectClean(page, 'the leaderboard at 360 px');
});
