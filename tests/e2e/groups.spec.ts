import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughApi, storageStateOf } from './signed-in.js';

/*
 * The groups area (spec 1 §2.7, spec 2 §2) against the real gateway and the
 * demo school (api/src/seed/demo-roster.ts): teacher1 (Daniel Nguyen) makes
 * a group of three students no demo group holds (students 17 to 19), then
 * renames it and drops one student in one Update; teacher2 (Priya Raman), who
 * owns none of it, cannot edit it, and neither can her direct GraphQL call;
 * the admin can; a student of the group sees it without owner tags or
 * deletes. The tests run in order and share the group.
 */

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const FIRST_NAME = `E2E Rockets ${stamp}`;
const RENAMED = `E2E Voyagers ${stamp}`;
const ADMIN_NAME = `E2E Voyagers ${stamp} (checked)`;
/** Demo students in no demo group: student17, student18, student19. */
const STUDENTS = [
  { name: 'Ruby Kim', email: 'student17@demo.school' },
  { name: 'Mateo Fernández', email: 'student18@demo.school' },
  { name: 'Sophie Müller', email: 'student19@demo.school' },
] as const;
const DROPPED = STUDENTS[1];
const TEACHER2 = 'teacher2@demo.school';

/** The group made by the first test, for the ones after it. */
let groupId = '';

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
  query: string;
}

/** Every GraphQL operation the page sends from now on, in order. */
function operationsSent(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as Partial<Sent> | null;
    if (body?.operationName)
      sent.push({ operationName: body.operationName, variables: body.variables ?? {}, query: body.query ?? '' });
  });
  return sent;
}

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { data: { query, variables } });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

/** A demo student's user id, asked of the gateway as a staff browser. */
async function studentId(request: APIRequestContext, name: string): Promise<string> {
  const answer = await graphql(
    request,
    'query($name: String) { people(role: STUDENT, name: $name, first: 2) { edges { node { id } } } }',
    { name },
  );
  const people = answer.data?.people as { edges: { node: { id: string } }[] } | undefined;
  const id = people?.edges[0]?.node.id;
  if (!id || people.edges.length !== 1) throw new Error(`no single demo student named ${name}`);
  return id;
}

/** A browser of its own, signed in as `email` (no stored state for these accounts). */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInThroughApi(page, email, DEMO_PASSWORD);
  return page;
}

const studentList = (page: Page) => page.getByRole('table', { name: 'Student List' });
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit Group' });

/** Searches the panel named `panel` for `name` and adds the one person it finds by that name. */
async function addFromSearch(page: Page, panel: string, name: string): Promise<void> {
  const section = page.getByRole('region', { name: panel });
  await section.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  await section.getByRole('searchbox', { name: 'Search by name' }).press('Enter');
  await section.getByRole('button', { name: `Add ${name}`, exact: true }).click();
}

test.describe('a teacher', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test('creates a group with three students found by name search', async ({ page }) => {
    await page.goto('/groups/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Group' })).toBeVisible();

    // Confirm without a name: the spec's message, nothing created.
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Please enter the group name!')).toBeVisible();
    await expect(page).toHaveURL(/\/groups\/create$/);

    await page.getByLabel('Group Name').fill(FIRST_NAME);
    await page.getByRole('button', { name: 'Add student' }).click();
    // The search field takes the focus as the panel opens.
    await expect(page.getByRole('region', { name: 'Find students' }).getByRole('searchbox')).toBeFocused();
    for (const { name } of STUDENTS) await addFromSearch(page, 'Find students', name);
    const chosen = page.getByRole('list', { name: 'Students to add' });
    await expect(chosen.getByRole('listitem')).toHaveCount(3);

    const sent = operationsSent(page);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The students were added to the group.')).toBeVisible();
    await expect(page).toHaveURL(/\/groups\/view\/[^/]+$/);
    groupId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const create = sent.find((s) => s.operationName === 'CreateGroup');
    expect(create?.variables).toMatchObject({ input: { name: FIRST_NAME } });
    expect((create?.variables.input as { studentIds: string[] }).studentIds).toHaveLength(3);

    await expect(page.getByRole('heading', { level: 2, name: FIRST_NAME })).toBeVisible();
    await expect(page.getByRole('tab', { name: FIRST_NAME })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Owner', { exact: true })).toBeVisible();
    await expect(page.getByText('Daniel Nguyen')).toBeVisible();
    await expect(studentList(page).locator('tr[data-id]')).toHaveCount(3);
    for (const { email } of STUDENTS) await expect(studentList(page)).toContainText(email);
  });

  test('renames the group and drops one student in a single Update of the Edit Group dialog', async ({ page }) => {
    expect(groupId, 'the group of the first test').not.toBe('');
    const droppedId = await studentId(page.request, DROPPED.name);
    await page.goto(`/groups/view/${groupId}`);
    await page.getByRole('link', { name: 'Edit Group' }).click();
    await expect(page).toHaveURL(new RegExp(`/groups/edit/${groupId}$`));
    const dialog = editDialog(page);
    await expect(dialog).toBeVisible();
    // The dialog opens on its first field.
    await expect(dialog.getByLabel('Group Name')).toBeFocused();
    await expect(dialog.getByLabel('Group Name')).toHaveValue(FIRST_NAME);

    await dialog.getByLabel('Group Name').fill(RENAMED);
    await dialog.getByRole('button', { name: `Delete ${DROPPED.name}` }).click();
    await expect(dialog.getByText('Will be removed')).toBeVisible();

    const sent = operationsSent(page);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(new RegExp(`/groups/view/${groupId}$`));
    await expect(editDialog(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: RENAMED })).toBeVisible();
    await expect(page.getByRole('tab', { name: RENAMED })).toBeVisible();
    await expect(studentList(page).locator('tr[data-id]')).toHaveCount(2);
    await expect(studentList(page)).not.toContainText(DROPPED.email);

    const updates = sent.filter((s) => s.operationName === 'UpdateGroup');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.variables).toEqual({
      input: { groupId, name: RENAMED, addStudentIds: [], removeStudentIds: [droppedId], addOwnerIds: [] },
    });
  });
});

test.describe('another teacher', () => {
  test('cannot open the edit page nor see the group, and the server refuses her update', async ({ browser }) => {
    expect(groupId, 'the group of the first test').not.toBe('');
    const page = await signedInPage(browser, TEACHER2);
    try {
      await page.goto(`/groups/edit/${groupId}`);
      // Not hers: the edit page goes on to her own groups, without the dialog.
      await expect(page).not.toHaveURL(new RegExp(`/groups/edit/${groupId}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'My Groups' })).toBeVisible();
      await expect(editDialog(page)).toHaveCount(0);
      await expect(page.getByText(RENAMED)).toHaveCount(0);

      await page.goto(`/groups/view/${groupId}`);
      await expect(page).not.toHaveURL(new RegExp(`/groups/view/${groupId}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'My Groups' })).toBeVisible();
      await expect(page.getByRole('tab', { name: RENAMED })).toHaveCount(0);

      const answer = await graphql(
        page.request,
        'mutation($input: UpdateGroupInput!) { updateGroup(input: $input) { group { id name } } }',
        { input: { groupId, name: 'Taken over' } },
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    } finally {
      await page.context().close();
    }
  });
});

test.describe('the admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('edits a group she does not own', async ({ page }) => {
    expect(groupId, 'the group of the first test').not.toBe('');
    await page.goto(`/groups/view/${groupId}`);
    await expect(page.getByRole('heading', { level: 2, name: RENAMED })).toBeVisible();
    await expect(page.getByRole('button', { name: 'DELETE GROUP' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit Group' }).click();
    const dialog = editDialog(page);
    await expect(dialog.getByLabel('Group Name')).toBeFocused();
    await dialog.getByLabel('Group Name').fill(ADMIN_NAME);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(new RegExp(`/groups/view/${groupId}$`));
    await expect(page.getByRole('heading', { level: 2, name: ADMIN_NAME })).toBeVisible();
  });
});

test.describe('a student of the group', () => {
  test('sees it in their group list and its detail, without owner tags, deletes or its students', async ({
    browser,
  }) => {
    expect(groupId, 'the group of the first test').not.toBe('');
    const page = await signedInPage(browser, STUDENTS[0].email);
    try {
      const sent = operationsSent(page);
      await page.goto('/groups');
      await expect(page.getByRole('heading', { level: 1, name: 'My Groups' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'TOTAL GROUPS' })).toContainText('1');
      await expect(page.getByRole('region', { name: 'ACTIVE ASSIGNMENTS' })).toContainText('0');
      await page.getByRole('link', { name: `View ${ADMIN_NAME}` }).click();

      await expect(page).toHaveURL(new RegExp(`/groups/view/${groupId}$`));
      await expect(page.getByRole('heading', { level: 1, name: ADMIN_NAME })).toBeVisible();
      for (const label of ['COMPLETED', 'SCHEDULED', 'ON-GOING'])
        await expect(page.getByRole('region', { name: label })).toContainText('0');
      await expect(page.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
        'href',
        `/groups/view/${groupId}/leader`,
      );
      await expect(page.getByText('No ongoing assignments')).toBeVisible();
      await expect(page.getByText('Owner', { exact: true })).toHaveCount(0);
      await expect(page.getByText('Co-owners', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Edit Group' })).toHaveCount(0);
      await expect(page.getByRole('table')).toHaveCount(0);
      // Group.students is for staff only: the student's pages never ask for it.
      expect(sent.length).toBeGreaterThan(0);
      for (const { operationName, query } of sent) expect(query, operationName).not.toMatch(/\bstudents\b/);
    } finally {
      await page.context().close();
    }
  });
});
