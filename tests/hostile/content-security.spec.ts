import { expect, test } from '@playwright/test';

test.describe('the Content-Security-Policy', () => {
  test('lets the app and GraphiQL run with nothing refused', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });

    await page.goto('/');
    await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
    await page.goto('/graphql');
    await expect(page.locator('.graphiql-container')).toBeVisible();
    // The schema browser loads through the introspection query, inside every query limit.
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await expect(page.getByText('Query', { exact: true }).first()).toBeVisible();
    expect(refused).toEqual([]);
  });
});
