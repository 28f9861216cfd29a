import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './signed-in.js';

/*
 * The People list (spec 1 §2.6), a server-paged table (ServerTable), against the real
 * gateway and the demo school. These were jsdom tests against a fake gateway;
 * the table takes seconds to render in jsdom and well under one here.
 */

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
}

interface ServerPage {
  ids: string[];
  people: Person[];
  endCursor: string | null;
}

const PEOPLE = `query($first: Int!, $after: String, $name: String, $orderBy: PeopleOrder!) {
  people(first: $first, after: $after, name: $name, orderBy: $orderBy) {
    pageInfo { endCursor } edges { node { id firstName lastName email roles } }
  }
}`;

/** A page of the school's people as the server orders it, asked of the gateway as the signed-in browser. */
async function serverPage(page: Page, variables: Record<string, unknown>): Promise<ServerPage> {
  const response = await page.request.post('/graphql', {
    data: { query: PEOPLE, variables: { orderBy: { field: 'LAST_NAME', direction: 'ASC' }, first: 5, ...variables } },
  });
  const body = (await response.json()) as {
    data: { people: { pageInfo: { endCursor: string | null }; edges: { node: Person }[] } };
  };
  const people = body.data.people.edges.map((edge) => edge.node);
  return { ids: people.map((person) => person.id), people, endCursor: body.data.people.pageInfo.endCursor };
}

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

/** Every GraphQL operation the page sends from now on, in order. */
function operationsSent(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as Partial<Sent> | null;
    if (body?.operationName) sent.push({ operationName: body.operationName, variables: body.variables ?? {} });
  });
  return sent;
}
const listRequests = (sent: Sent[]) => sent.filter((s) => s.operationName === 'PeopleListPage').map((s) => s.variables);

const table = (page: Page) => page.getByRole('table', { name: 'Registered Users' });
/** The ids of the rows the table shows, top to bottom. */
const shownIds = (page: Page) =>
  table(page)
    .locator('tr[data-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));
const rowOf = (page: Page, id: string) => table(page).locator(`tr[data-id="${id}"]`);
const search = (page: Page) => page.getByLabel('Search by name');

async function openList(page: Page): Promise<Sent[]> {
  const sent = operationsSent(page);
  await page.goto('/people');
  await expect(page.getByRole('heading', { name: 'Registered Users' })).toBeVisible();
  return sent;
}

test.describe('the People list, for an admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('shows the school five a page by last name with a profile link each, and pages on the server', async ({
    page,
  }) => {
    const sent = await openList(page);
    const first = await serverPage(page, {});
    await expect.poll(() => shownIds(page)).toEqual(first.ids);
    expect(listRequests(sent)[0]).toMatchObject({ first: 5, orderBy: { field: 'LAST_NAME', direction: 'ASC' } });
    await expect(table(page).getByRole('link', { name: 'Edit Profile' })).toHaveCount(5);
    const [person] = first.people;
    if (!person) throw new Error('the demo school has nobody');
    await expect(rowOf(page, person.id)).toContainText(person.email);
    await expect(rowOf(page, person.id).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      `/people/view/${person.id}`,
    );

    await page.getByRole('button', { name: 'Go to next page' }).click();
    const second = await serverPage(page, { after: first.endCursor });
    await expect.poll(() => shownIds(page)).toEqual(second.ids);
    expect(listRequests(sent).at(-1)).toMatchObject({ first: 5, after: first.endCursor });
  });

  test('filters by any part of the name, trimmed, showing the roles; a blank filter brings everyone back', async ({
    page,
  }) => {
    const sent = await openList(page);
    const everyone = await serverPage(page, {});
    await expect.poll(() => shownIds(page)).toEqual(everyone.ids);
    const [admin] = (await serverPage(page, { name: 'Margaret Okafor' })).people;
    if (!admin) throw new Error('no demo admin');

    await search(page).fill(' GARET OKAF ');
    await expect.poll(() => shownIds(page)).toEqual([admin.id]);
    expect(listRequests(sent).at(-1)).toMatchObject({ name: 'GARET OKAF' });
    await expect(rowOf(page, admin.id)).toContainText('Admin');
    await expect(rowOf(page, admin.id)).toContainText('Teacher');

    await search(page).fill('');
    await expect.poll(() => shownIds(page)).toEqual(everyone.ids);
  });

  test('sorts on the server when a column heading is clicked', async ({ page }) => {
    const sent = await openList(page);
    await expect.poll(() => shownIds(page)).toHaveLength(5);
    await table(page).getByRole('columnheader', { name: 'First Name' }).click();
    const byFirstName = await serverPage(page, { orderBy: { field: 'FIRST_NAME', direction: 'ASC' } });
    await expect.poll(() => shownIds(page)).toEqual(byFirstName.ids);
    expect(listRequests(sent).at(-1)).toMatchObject({ orderBy: { field: 'FIRST_NAME', direction: 'ASC' } });
  });

  test('deletes the selected accounts after the irreversible-action warning', async ({ page }) => {
    const lastName = `Leaver${Date.now()}`;
    const created = await page.request.post('/graphql', {
      data: {
        query: 'mutation($input: CreateAccountsInput!) { createAccounts(input: $input) { created { user { id } } } }',
        variables: {
          input: {
            accounts: ['Ann', 'Bo'].map((firstName) => ({
              firstName,
              lastName,
              email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@demo.school`,
              roles: ['STUDENT'],
            })),
          },
        },
      },
    });
    const ids = (
      (await created.json()) as { data: { createAccounts: { created: { user: { id: string } }[] } } }
    ).data.createAccounts.created.map((account) => account.user.id);
    expect(ids).toHaveLength(2);

    const sent = await openList(page);
    await search(page).fill(lastName);
    await expect.poll(async () => (await shownIds(page)).sort()).toEqual([...ids].sort());
    for (const id of ids) await rowOf(page, id).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Are you sure you want to delete the selected accounts? This action is irreversible.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expect(dialog).toHaveCount(0);
    await expect.poll(() => shownIds(page)).toEqual([]);
    const deletions = sent.filter((s) => s.operationName === 'DeleteUsers');
    expect(deletions.map((s) => [...(s.variables.input as { userIds: string[] }).userIds].sort())).toEqual([
      [...ids].sort(),
    ]);
    expect((await serverPage(page, { name: lastName })).ids).toEqual([]);
  });

  test('refuses to delete the signed-in user: "You can\'t delete yourself!"', async ({ page }) => {
    const sent = await openList(page);
    const [admin] = (await serverPage(page, { name: 'Margaret Okafor' })).people;
    if (!admin) throw new Error('no demo admin');
    await search(page).fill('Okafor');
    await expect.poll(() => shownIds(page)).toEqual([admin.id]);
    await rowOf(page, admin.id).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "You can't delete yourself!" })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(sent.map((s) => s.operationName)).not.toContain('DeleteUsers');
    expect((await serverPage(page, { name: 'Margaret Okafor' })).ids).toEqual([admin.id]);
  });

  test('offers Create Accounts to an admin', async ({ page }) => {
    await openList(page);
    await expect(page.getByRole('link', { name: 'Create Accounts' })).toHaveAttribute('href', '/people/create');
  });
});

test.describe('the People list, for a teacher', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test('lists the school but offers neither Create Accounts nor deletion, which the server would refuse', async ({
    page,
  }) => {
    await openList(page);
    await expect.poll(() => shownIds(page)).toHaveLength(5);
    await expect(page.getByRole('link', { name: 'Create Accounts' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete selected' })).toHaveCount(0);
    await expect(page.getByRole('row').getByRole('checkbox')).toHaveCount(0);
  });
});
