import { expect, type Locator, type Page } from '@playwright/test';

/** What a student scored in one activity, under the activity's name as its column says. */
export interface ActivityScore {
  name: string;
  answered: number;
  correct: number;
}

/**
 * The assignment's Progress tab as the teacher reads it: the student's row
 * (by e-mail) shows each activity's score, "k of n", as the portal graded it.
 * Answers the row, for anything more a test reads in it.
 */
export async function expectProgressScores(
  page: Page,
  assignmentId: string,
  email: string,
  scores: Iterable<ActivityScore>,
): Promise<Locator> {
  const graded = [...scores];
  await page.goto(`/assignments/view/${assignmentId}`);
  await page.getByRole('tab', { name: 'Progress' }).click();
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '25' }).click();
  const table = page.getByRole('table', { name: 'Progress' });
  const row = table.getByRole('row').filter({ hasText: email });
  // The table is read once it holds the assignment's activities and the student's row.
  for (const { name } of graded) await expect(table.getByRole('columnheader', { name })).toBeVisible();
  await expect(row).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  for (const score of graded) {
    const column = headers.indexOf(score.name);
    expect(column, score.name).toBeGreaterThan(0);
    await expect(row.getByRole('cell').nth(column)).toHaveText(`${score.correct} of ${score.answered}`);
  }
  return row;
}

/** Track Group as the teacher reads it: the assignment Completed for the student (by name). */
export async function expectTrackedCompleted(
  page: Page,
  groupId: string,
  assignmentName: string,
  studentName: string,
): Promise<void> {
  await page.goto(`/track-and-report/groups/${groupId}`);
  const track = page.getByRole('table', { name: 'Student progress' });
  await expect(track.getByRole('columnheader', { name: assignmentName })).toBeVisible();
  const headers = await track.getByRole('columnheader').allTextContents();
  const student = track.getByRole('row', { name: new RegExp(studentName) });
  await expect(student.getByRole('cell').nth(headers.indexOf(assignmentName))).toHaveText('Completed');
}
