import { expect, test, type Page } from '@playwright/test';
import { CreateAccountsPage } from './pages/create-accounts.page.js';
import { Shell } from './pages/shell.page.js';
import { SignInPage } from './pages/sign-in.page.js';
import { signInThroughApi, storageStateOf } from './signed-in.js';

/** How many people of the signed-in admin's school match `name`, asked of the gateway as the browser. */
async function peopleNamed(page: Page, name: string): Promise<string[]> {
  const response = await page.request.post('/graphql', {
    data: {
      query: `query($name: String) { people(name: $name, first: 100) { edges { node { firstName lastName } } } }`,
      variables: { name },
    },
  });
  const body = (await response.json()) as {
    data: { people: { edges: { node: { firstName: string; lastName: string } }[] } };
  };
  return body.data.people.edges.map((edge) => `${edge.node.firstName} ${edge.node.lastName}`);
}

test.describe('an admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('an admin imports a CSV, fixes a bad row, creates the accounts and a new student signs in with the downloaded password', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const good = [`Mia,Ngata,mia.${stamp}@demo.school,student`, `Liam,O'Neil,liam.${stamp}@demo.school,student`];
    const bad = `Noah,Smith,noah.${stamp}@school,student`;
    const create = new CreateAccountsPage(page);
    await create.open();

    await create.importCsv(
      'class.csv',
      Buffer.from(['first name,last name,email,roles', good[0], bad, good[1]].join('\r\n')),
    );
    await expect(create.problems).toContainText(`"noah.${stamp}@school" is an invalid email address`);
    await expect(page.getByText(`mia.${stamp}@demo.school`)).toHaveCount(0); // nothing pending until the file is clean

    await create.importCsv(
      'class.csv',
      Buffer.from([good[0], `Noah,Smith,noah.${stamp}@demo.school,student`, good[1]].join('\n')),
    );
    await expect(create.problems).toHaveCount(0);
    await expect(create.pending.getByRole('row')).toHaveCount(4); // a heading row and three accounts

    await create.create();
    // The passwords are not saved yet: the sidebar's link asks first, and Cancel keeps them on screen.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave the one-time passwords?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(leave).toHaveCount(0);
    await expect(page.getByText(`mia.${stamp}@demo.school`)).toBeVisible();
    const { fileName, rows } = await create.download();
    expect(fileName).toBe('users.csv');
    expect(rows.map((row) => row.email).sort()).toEqual([
      `liam.${stamp}@demo.school`,
      `mia.${stamp}@demo.school`,
      `noah.${stamp}@demo.school`,
    ]);
    const mia = rows.find((row) => row.email === `mia.${stamp}@demo.school`);
    expect(mia?.password).toMatch(/.{10,}/);

    // Mia signs in on her own browser: an empty state, not the admin's that newContext would inherit.
    const miaContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      const miaPage = await miaContext.newPage();
      const signIn = new SignInPage(miaPage);
      await signIn.open();
      await signIn.signIn(`mia.${stamp}@demo.school`, mia?.password ?? '');
      await expect(miaPage.getByRole('heading', { name: 'Hi Mia' })).toBeVisible();
    } finally {
      await miaContext.close();
    }
  });

  test('2,000 accounts from an Excel windows-1252 CSV keep their accented names, and importing it again warns of namesakes and creates none', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const names = ['Zoë', 'José', 'Renée', 'François'];
    const lines = ['First Name,Last Name,Email,Roles'];
    for (let i = 0; i < 2000; i += 1)
      lines.push(`${names[i % names.length]},Müller${i},bulk${i}.${Date.now() % 100000}@ansi.school,student`);
    const ansi = Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
    expect(ansi.includes(Buffer.from('Zoë', 'utf8'))).toBe(false); // truly windows-1252 bytes, not UTF-8

    const create = new CreateAccountsPage(page);
    await create.open();
    await create.importCsv('excel.csv', ansi);
    await expect(create.problems).toHaveCount(0);
    await create.create();
    await expect(page.getByRole('table', { name: 'Created accounts' }).getByRole('row')).toHaveCount(2001);
    expect(await peopleNamed(page, 'Zoë Müller0')).toEqual(['Zoë Müller0']);
    expect(await peopleNamed(page, 'Renée Müller1002')).toEqual(['Renée Müller1002']);

    await create.open();
    await create.importCsv('excel.csv', ansi);
    // Every name is now a student's of the school: it warns first (issue 35), and the server still creates none.
    await create.create({ anyway: true });
    await expect(page.getByRole('table', { name: 'Created accounts' }).getByRole('row')).toHaveCount(1);
    await expect(page.getByLabel('Accounts that already exist').getByRole('listitem')).toHaveCount(2000);
  });

  test('a UTF-8 CSV with a byte-order mark keeps names like Ngọc', async ({ page }) => {
    const email = `ngoc.${Date.now()}@demo.school`;
    const create = new CreateAccountsPage(page);
    await create.open();
    await create.importCsv(
      'utf8.csv',
      Buffer.from(`\uFEFFfirstname,lastname,email,role\nNgọc,Trần,${email},student\n`, 'utf8'),
    );
    await expect(create.pending).toContainText('Ngọc');
    await create.create();
    expect(await peopleNamed(page, 'Ngọc Trần')).toEqual(['Ngọc Trần']);
  });
});

/** The ids of the signed-in user's school people with these e-mails, asked of the gateway as the browser. */
async function idsOf(page: Page, role: 'PARENT' | 'STUDENT', emails: string[]): Promise<string[]> {
  const response = await page.request.post('/graphql', {
    data: { query: `query { people(role: ${role}, first: 100) { edges { node { id email } } } }` },
  });
  const body = (await response.json()) as { data: { people: { edges: { node: { id: string; email: string } }[] } } };
  return emails.map((email) => body.data.people.edges.find((edge) => edge.node.email === email)?.node.id ?? '');
}

async function requestChild(page: Page, childEmail: string): Promise<void> {
  await page.goto('/people/me/update-child');
  await page.getByLabel("Child's email").fill(childEmail);
  await page.getByRole('button', { name: 'Link child' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Request sent: the school will confirm it' })).toBeVisible();
}

test("a parent's link request waits for an admin's approval, then the parent opens the child's profile", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, 'parent2@demo.school');
  await requestChild(page, 'student25@demo.school');
  await expect(page).toHaveURL(/\/people\/me$/);
  const children = page.getByRole('list', { name: 'Children' });
  const pending = children.getByRole('listitem').filter({ hasText: 'Waiting for approval' });
  await expect(pending).toHaveCount(1);
  const childName = (await pending.getByRole('paragraph').first().textContent()) ?? '';
  await expect(children.getByRole('link', { name: childName })).toHaveCount(0);
  await page.goto('/people/me/update-child');
  await expect(page.getByRole('listitem').filter({ hasText: childName })).toContainText('Waiting for approval');

  // The admin approves on their own browser, signed in already.
  const adminContext = await browser.newContext({ storageState: storageStateOf('admin') });
  try {
    const admin = await adminContext.newPage();
    const [parentId] = await idsOf(admin, 'PARENT', ['parent2@demo.school']);
    await admin.goto(`/people/view/${parentId}`);
    const request = admin.getByRole('listitem').filter({ hasText: childName });
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: 'The parent is now linked to the child.' })).toBeVisible();
    await expect(admin.getByRole('list', { name: 'Children' }).getByRole('link', { name: childName })).toBeVisible();
  } finally {
    await adminContext.close();
  }

  await page.goto('/people/me');
  await page.getByRole('list', { name: 'Children' }).getByRole('link', { name: childName }).click();
  await expect(page).toHaveURL(/\/people\/view\//);
  await expect(page.getByText('student25@demo.school')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Roles' })).toContainText('Student');
});

test('a student is offered no decision on a link request naming them (issue 36), on a 360 px wide screen', async ({
  page,
}) => {
  await signInThroughApi(page, 'parent3@demo.school');
  await requestChild(page, 'student26@demo.school');
  await new Shell(page).signOut();

  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughApi(page, 'student26@demo.school');
  await page.goto('/people/me');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Parent link requests' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Accept|Approve|Decline)$/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const answer = await page.request.post('/graphql', { data: { query: '{ parentLinkRequests { totalCount } }' } });
  expect((await answer.json()).data).toEqual({ parentLinkRequests: { totalCount: 0 } });
});

test.describe('a teacher', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test('a teacher cannot open /people/create', async ({ page }) => {
    await page.goto('/people/create');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /^Hi \S+/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create Accounts' })).toHaveCount(0);
  });
});
