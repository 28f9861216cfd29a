import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { expectClean } from './page-checks.js';
import { graphqlAs } from './pages/quiz-player.page.js';

/*
 * Issue 34: a school in Perth (UTC+8, no daylight saving) read from a browser
 * in New York (UTC−5 in November, −4 in summer). Everything the portal shows
 * of the school's assignment is Perth's: the assignment's page, the edit
 * dialog's fields (typed on Perth's wall clock, sent as UTC with its Z), the
 * assignments list, the home and the group result's PDF. The assignment starts
 * at 00:30 in Perth today, which is still yesterday afternoon or evening in
 * New York, so a page written in the browser's zone would show another day.
 */

const PERTH = 'Australia/Perth';
const NEW_YORK = 'America/New_York';
const SCHOOL = `Perth Primary ${Date.now()}`;
const ADMIN = {
  firstName: 'Wendy',
  lastName: 'Marsh',
  email: `perth-${Date.now()}@e2e.school`,
  password: 'Perth!2345x',
};
const GROUP = 'Year 4 Swans';
const ASSIGNMENT = 'Rocks and soil week';

const DAY = 86_400_000;

/** The wall-clock minute it is in `zone` at `instant`, as a datetime-local field holds it ('YYYY-MM-DDTHH:mm'). */
function wallClock(instant: Date, zone: string): string {
  return instant.toLocaleString('sv-SE', { timeZone: zone }).replace(' ', 'T').slice(0, 16);
}

/** The instant Perth's wall clock reads `minute` (Perth is UTC+8 all year: no daylight saving to ask about). */
const perthInstant = (minute: string) => new Date(`${minute}:00+08:00`);

/** "1 December 2026", as the school's locale (en-AU) writes a day in `zone`. */
const longDay = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: zone }).format(instant);
/** "1 December 2026 at 12:30 am" in `zone`. */
const longDayTime = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(instant);

test.describe.configure({ mode: 'serial' });

let page: Page;
let assignmentId = '';
let groupId = '';
const perthToday = wallClock(new Date(), PERTH).slice(0, 10);
const start = perthInstant(`${perthToday}T00:30`);
const firstDue = new Date(start.getTime() + 7 * DAY);
const due = perthInstant(`${wallClock(new Date(start.getTime() + 8 * DAY), PERTH).slice(0, 10)}T15:30`);

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: NEW_YORK, storageState: { cookies: [], origins: [] } });
  page = await context.newPage();
  // The browser is in New York: the page's own clock says so.
  await page.goto('/');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(NEW_YORK);
  await graphqlAs(page.request, 'mutation($input: RegisterInput!) { register(input: $input) { role } }', {
    input: { ...ADMIN, schoolName: SCHOOL, license: 'SCHOOL', timeZone: PERTH, locale: 'en-AU' },
  });
  const { createGroup } = await graphqlAs<{ createGroup: { group: { id: string } } }>(
    page.request,
    'mutation($input: CreateGroupInput!) { createGroup(input: $input) { group { id } } }',
    { input: { name: GROUP, yearLevel: 4 } },
  );
  groupId = createGroup.group.id;
  const { activities } = await graphqlAs<{
    activities: { edges: { node: { questId: string; activityType: string } }[] };
  }>(page.request, '{ activities(first: 1, types: [QUIZ]) { edges { node { questId activityType } } } }');
  const quiz = activities.edges[0]?.node;
  const { createAssignment } = await graphqlAs<{ createAssignment: { assignment: { id: string } } }>(
    page.request,
    'mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id } } }',
    {
      input: {
        name: ASSIGNMENT,
        groupId,
        startDate: start.toISOString(),
        endDate: firstDue.toISOString(),
        activities: [{ questId: quiz?.questId, activityType: quiz?.activityType }],
      },
    },
  );
  assignmentId = createAssignment.assignment.id;
});

test.afterAll(async () => {
  await page.context().close();
});

test("the assignment's page and its edit dialog are on Perth's clock, and the dialog sends UTC", async () => {
  // In New York the start is the day before: the page must not say so.
  expect(longDay(start, NEW_YORK)).not.toBe(longDay(start, PERTH));
  await page.goto(`/assignments/view/${assignmentId}`);
  await expect(page.getByText(`Start: ${longDayTime(start, PERTH)}`)).toBeVisible();
  await expect(page.getByText(`Due: ${longDayTime(firstDue, PERTH)}`)).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Assignment' });
  await expect(dialog.getByLabel('Start date')).toHaveValue(`${perthToday}T00:30`);
  await expect(dialog.getByLabel('Due date')).toHaveValue(wallClock(firstDue, PERTH));
  await expect(dialog).toContainText("Dates and times are the school's, in Australia/Perth.");
  await expectClean(page, 'the edit dialog of a Perth school in New York');
  await dialog.getByLabel('Due date').fill(wallClock(due, PERTH));
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/assignments$/);

  // What the dialog sent: 15:30 in Perth is 07:30 at UTC.
  const { assignment } = await graphqlAs<{ assignment: { startDate: string; endDate: string } }>(
    page.request,
    'query($id: ID!) { assignment(id: $id) { startDate endDate } }',
    { id: assignmentId },
  );
  expect(assignment.endDate).toBe(due.toISOString());
  expect(new Date(assignment.startDate).toISOString()).toBe(start.toISOString());
});

test('the assignments list and the home show Perth days and times', async () => {
  await page.goto('/assignments');
  await expect(page.getByRole('listitem').filter({ hasText: ASSIGNMENT })).toContainText(
    `Due ${longDayTime(due, PERTH)}`,
  );
  await page.goto('/');
  await expect(page.getByRole('listitem').filter({ hasText: ASSIGNMENT })).toContainText(`Ends ${longDay(due, PERTH)}`);
});

test("the group result's PDF dates the assignment by Perth's days", async () => {
  await page.goto(`/result/groups/${groupId}`);
  await page.getByRole('button', { name: 'Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download the result' });
  const saved = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const pdf = await saved;
  const text = execFileSync('pdftotext', [await pdf.path(), '-'])
    .toString('utf8')
    .replace(/\s+/g, ' ');
  expect(text).toContain(ASSIGNMENT);
  expect(text).toContain(`${longDay(start, PERTH)} to ${longDay(due, PERTH)}`);
});

test('the admin reaches School Settings from People, and it shows the school in Perth, at a phone’s width too', async () => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/people');
  await page.getByRole('link', { name: 'School Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'School Settings' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(PERTH);
  await expectClean(page, 'School Settings at 360 px');
});
