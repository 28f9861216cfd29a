import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { axeFindings, overflowFindings, settle } from './page-checks.js';
import { storageStateOf } from './signed-in.js';

/*
 * The result pages against the demo school's year of history: a parent
 * switches between their two children (Zoë Harris and Ethan Harris) and the
 * choice survives a reload (spec 2 §4: session storage); a teacher reaches
 * their group's result from /result, with its numbers, curriculum cards and
 * the demo's comments.
 */

test.describe('a parent with two children', () => {
  test.use({ storageState: storageStateOf('parent'), viewport: { width: 360, height: 800 } });

  test('switches between the children, and the choice survives a reload', async ({ page }) => {
    await page.goto('/result');
    const child = page.getByRole('combobox', { name: 'Child' });
    // The page opens on the first child with work (issue 35): Zoë, though Ethan comes first by name.
    await expect(page.getByRole('heading', { level: 1, name: 'Zoë - Result' })).toBeVisible();
    await child.selectOption({ label: 'Ethan' });
    await expect(page.getByRole('heading', { level: 1, name: 'Ethan - Result' })).toBeVisible();
    // Ethan is in no group: no assignment, no grade, no comment.
    await expect(page.getByText('THERE ARE NO RECORDED GRADES OF TOPIC LEARNING')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ethan - Result' })).toBeVisible();

    await child.selectOption({ label: 'Zoë' });
    await expect(page.getByRole('heading', { level: 1, name: 'Zoë - Result' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Zoë - Result' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Child' }).locator('option:checked')).toHaveText('Zoë');
    await expect(page.getByRole('region', { name: 'Recent Assignments' })).toBeVisible();
    await settle(page);
    expect([...(await axeFindings(page)), ...(await overflowFindings(page))]).toEqual([]);

    // Spec 2 §4: DOWNLOAD asks first (the dialog passes axe and fits the phone too), then Save gives the PDF.
    await page.getByRole('button', { name: 'Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download the result' });
    await expect(dialog).toContainText('The result of Zoë Harris, as a PDF');
    expect([...(await axeFindings(page)), ...(await overflowFindings(page))]).toEqual([]);
    const saved = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const pdf = await saved;
    expect(pdf.suggestedFilename()).toMatch(/^Zoë Harris-[0-9a-f]{8}\.pdf$/);
    const text = execFileSync('pdftotext', [await pdf.path(), '-']).toString('utf8');
    expect(text).toContain('Science Portal Student Report');
    expect(text).toContain('Zoë Harris');
    // The appendix's activity images, made JPEGs once in the browser and embedded as they are (DCT).
    const images = execFileSync('pdfimages', ['-list', await pdf.path()]).toString('utf8');
    expect(images).toMatch(/ jpeg /);
    await expect(dialog).toBeHidden();

    // Email me: the same report, queued for the parent's own address and caught by the development mail catcher.
    await page.getByRole('button', { name: 'Download' }).click();
    await dialog.getByRole('button', { name: 'Email me' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The Academic Result is being processed. The result will be emailed to your email address parent1@demo.school.',
    );
    interface Caught {
      to: { address: string }[];
      subject: string;
      attachments?: { filename: string }[];
    }
    const caught = async () => {
      const listed = (await (await page.request.get('/mail/email')).json()) as Caught[];
      return listed.filter(({ to }) => to.some(({ address }) => address === 'parent1@demo.school'));
    };
    await expect.poll(async () => (await caught()).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await caught();
    expect(mail?.subject).toBe('Academic Result: Zoë Harris');
    expect(mail?.attachments?.map(({ filename }) => filename)).toEqual([pdf.suggestedFilename()]);

    await page.getByRole('combobox', { name: 'Child' }).selectOption({ label: 'Ethan' });
    await expect(page.getByRole('heading', { level: 1, name: 'Ethan - Result' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ethan - Result' })).toBeVisible();
  });
});

test.describe('a teacher', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test("goes from /result to their group's result: its numbers, curriculum and comments", async ({ page }) => {
    await page.goto('/result');
    await expect(page).toHaveURL(/\/result\/groups$/);
    const row = page.getByRole('row').filter({ hasText: 'Year 3 Explorers' });
    await row.getByRole('link', { name: 'VIEW REPORT' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Year 3 Explorers/ })).toBeVisible();
    // The report's date is the school's today: the demo school is in Sydney, whose day can differ from UTC's.
    const ddmmyyyy = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    await expect(page.getByText(ddmmyyyy)).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Curriculums' })
        .getByText(/\d+\.\d\d%/)
        .first(),
    ).toBeVisible();
    // Seven of the group's eight students have comments from their teacher in the demo.
    await expect(page.getByRole('region', { name: 'Comments' }).getByText('Daniel Nguyen').first()).toBeVisible();
  });
});
