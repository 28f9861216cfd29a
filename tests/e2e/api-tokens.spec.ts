import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_TOKEN_MESSAGES } from '@portal/domain';
import { axeFindings, overflowFindings, settle } from './page-checks.js';
import { storageStateOf } from './signed-in.js';

/*
 * Issue 16: an admin makes an API token in the portal, reads it once, and
 * another system uses it (Playwright's own request context, no cookie) until
 * the admin revokes it. Every token this file makes is revoked again, even
 * when a step fails: the specs share one portal, and a school holds at most
 * 50 live tokens.
 */

const ROSTER = '{ people(role: STUDENT, first: 100) { totalCount edges { node { id email } } } }';
const TOKENS = '{ apiTokens(first: 100) { edges { node { id name } } } }';
const REVOKE = 'mutation($id: ID!) { revokeApiToken(id: $id) { id } }';

interface Roster {
  data?: { people: { totalCount: number; edges: { node: { id: string; email: string } }[] } };
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** What this file's tokens are called: a run of its own, so a leftover of another run is never mistaken for it. */
const NAME = `E2E roster sync ${Date.now()}`;

async function roster(request: APIRequestContext, token?: string): Promise<Roster> {
  const response = await request.post('/graphql', {
    data: { query: ROSTER },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as Roster;
}

/** Revokes, through the admin's session, any token of this run still listed. */
async function revokeLeftovers(page: Page): Promise<void> {
  const listed = (await (await page.request.post('/graphql', { data: { query: TOKENS } })).json()) as {
    data?: { apiTokens: { edges: { node: { id: string; name: string } }[] } };
  };
  for (const { node } of listed.data?.apiTokens.edges ?? []) {
    if (node.name.startsWith(NAME)) await page.request.post('/graphql', { data: { query: REVOKE, variables: node } });
  }
}

test.describe('API tokens, for an admin', () => {
  test.use({ storageState: storageStateOf('admin'), permissions: ['clipboard-read', 'clipboard-write'] });
  test.afterEach(async ({ page }) => revokeLeftovers(page));

  test('an admin makes a token, reads it once, another system reads the roster with it until it is revoked', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // At a phone's size, as the route walk opens pages; reached from People, as Create Accounts is.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/people');
    await page.getByRole('link', { name: 'API Tokens' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API Tokens' })).toBeVisible();

    await page.getByRole('button', { name: 'Create token' }).click();
    const form = page.getByRole('dialog', { name: 'Create API token' });
    await expect(form.getByLabel('Name')).toBeFocused();
    await settle(page);
    expect([...(await axeFindings(page)), ...(await overflowFindings(page))]).toEqual([]);
    await form.getByLabel('Name').fill(NAME);
    // The demo admin teaches too: both roles are offered, and the token acts as a teacher.
    await expect(form.getByRole('radio', { name: 'Admin' })).toBeVisible();
    await form.getByRole('radio', { name: 'Teacher' }).check();
    await form.getByRole('radio', { name: '7 days' }).check();
    await form.getByRole('button', { name: 'Create' }).click();

    const shown = page.getByRole('dialog', { name: 'New API token' });
    await expect(shown.getByText(API_TOKEN_MESSAGES.shownOnce)).toBeVisible();
    const token = await shown.getByLabel('Token', { exact: true }).inputValue();
    expect(token).toMatch(/^sp_teacher_[\w-]{43}$/);
    await expect(shown.getByText(`curl -H "Authorization: Bearer ${token}"`)).toBeVisible();

    // The token, its warning and the curl line fit a phone, and axe finds nothing; the token is focused, selected.
    await expect(shown.getByLabel('Token', { exact: true })).toBeFocused();
    await settle(page);
    expect([...(await axeFindings(page)), ...(await overflowFindings(page))]).toEqual([]);

    await shown.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    // Copied, so Done closes without asking; the token is gone from the page for good.
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('Token', { exact: true })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(token);

    // Another system, with the token and no cookie, reads what the admin's session reads.
    const system = await playwright.request.newContext({ baseURL });
    try {
      const withToken = await roster(system, token);
      expect(withToken.errors).toBeUndefined();
      const inPortal = await roster(page.request);
      expect(withToken.data?.people.totalCount).toBe(inPortal.data?.people.totalCount);
      expect(withToken.data?.people.edges.map(({ node }) => node.email)).toContain('student01@demo.school');

      // The list says it was used (to the minute) and who made it.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: NAME });
      await expect(row).toContainText('Margaret Okafor');
      await expect(row).not.toContainText('Never');

      await row.getByRole('button', { name: `Revoke ${NAME}` }).click();
      await page.getByRole('dialog', { name: 'Revoke API token' }).getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);

      const revoked = await roster(system, token);
      expect(revoked.data ?? null).toBeNull();
      expect(revoked.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await system.dispose();
    }
  });
});
