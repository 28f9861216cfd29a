import { expect, test, type Browser, type Page } from '@playwright/test';
import { MESSAGES } from '@portal/domain';
import { FAMILY_TEXTS } from '@portal/domain/family-texts';
import { HOME_TEXTS } from '@portal/domain/home-texts';
import { expectClean } from './page-checks.js';
import { signInThroughApi, storageStateOf } from './signed-in.js';

/*
 * Issue 36, "the school confirms families", in Chromium at 360 px with the
 * demo school (api/src/seed/demo-roster.ts): parent3 (Isabel García) asks to
 * be linked to a student of teacher1's Year 3 Explorers and sees the request
 * pending; teacher1 approves it from their home; the parent's home then names
 * the child. And teacher1 prints a family code from another student's
 * profile, which the parent enters to be linked at once. Students 13 and 14
 * are nobody's child in any other spec.
 */

const PHONE = { width: 360, height: 800 };
const REQUESTED = { email: 'student13@demo.school', name: 'Charlotte White' };
const CODED = { email: 'student14@demo.school', name: 'Henry Kowalski', firstName: 'Henry' };
const PARENT = 'parent3@demo.school';

test.use({ viewport: PHONE });

/** teacher1's browser, signed in already, at 360 px; closed after `work`. */
async function asTeacher(browser: Browser, work: (teacher: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ storageState: storageStateOf('teacher'), viewport: PHONE });
  try {
    await work(await context.newPage());
  } finally {
    await context.close();
  }
}

test("a parent's request waits for the school; the child's teacher approves it from their home", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, PARENT);
  await page.goto('/people/me/update-child');
  await page.getByLabel("Child's email").fill(REQUESTED.email);
  await page.getByRole('button', { name: 'Link child' }).click();
  await expect(page.getByRole('alert').filter({ hasText: FAMILY_TEXTS.requestSent })).toBeVisible();

  await page.goto('/');
  const children = page.getByRole('region', { name: HOME_TEXTS.childrenTitle });
  const pending = children.getByRole('listitem').filter({ hasText: REQUESTED.name });
  await expect(pending).toContainText(HOME_TEXTS.pending);
  await expect(children.getByRole('article', { name: REQUESTED.name })).toHaveCount(0);

  await asTeacher(browser, async (teacher) => {
    await teacher.goto('/');
    const requests = teacher.getByRole('region', { name: FAMILY_TEXTS.requestsTitle });
    const request = requests.getByRole('listitem').filter({ hasText: REQUESTED.name });
    await expect(request).toContainText(PARENT);
    await expectClean(teacher, "the teacher's home with a link request at 360 px");
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(teacher.getByRole('alert').filter({ hasText: MESSAGES.parentLinkAccepted })).toBeVisible();
    await expect(requests.getByRole('listitem').filter({ hasText: REQUESTED.name })).toHaveCount(0);
  });

  await page.reload();
  await expect(children.getByRole('article', { name: REQUESTED.name })).toBeVisible();
  await expect(children.getByRole('listitem').filter({ hasText: HOME_TEXTS.pending })).toHaveCount(0);
  await expectClean(page, "the parent's home naming the child at 360 px");
});

test('a teacher prints a family code from the child’s profile, and the parent who enters it is linked at once', async ({
  page,
  browser,
}) => {
  let code = '';
  await asTeacher(browser, async (teacher) => {
    const answer = await teacher.request.post('/graphql', {
      data: { query: '{ people(role: STUDENT, first: 100) { edges { node { id email } } } }' },
    });
    const body = (await answer.json()) as { data: { people: { edges: { node: { id: string; email: string } }[] } } };
    const id = body.data.people.edges.find(({ node }) => node.email === CODED.email)?.node.id;
    await teacher.goto(`/people/view/${id}`);
    await teacher.getByRole('button', { name: FAMILY_TEXTS.familyCodeButton }).click();
    const dialog = teacher.getByRole('dialog', { name: FAMILY_TEXTS.familyCodeTitle });
    code = (await dialog.getByLabel(FAMILY_TEXTS.codeLabel).textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await expect(dialog).toContainText(/It works once, until \d{1,2} \w+ \d{4}\./);
    await expectClean(teacher, 'the family code dialog at 360 px');
    await dialog.getByRole('button', { name: FAMILY_TEXTS.close }).click();
  });

  await signInThroughApi(page, PARENT);
  await page.goto('/people/me/update-child');
  const form = page.getByRole('region', { name: FAMILY_TEXTS.haveCodeTitle });
  await form.getByLabel(FAMILY_TEXTS.codeLabel).fill('AAAAA-AAAAA');
  await form.getByRole('button', { name: FAMILY_TEXTS.redeem }).click();
  await expect(form).toContainText(FAMILY_TEXTS.codeRefused);
  await form.getByLabel(FAMILY_TEXTS.codeLabel).fill(code.toLowerCase());
  await form.getByRole('button', { name: FAMILY_TEXTS.redeem }).click();
  await expect(page.getByRole('alert').filter({ hasText: `You are linked to ${CODED.firstName}.` })).toBeVisible();
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: HOME_TEXTS.childrenTitle }).getByRole('article', { name: CODED.name }),
  ).toBeVisible();
});
