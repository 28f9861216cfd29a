import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * One signed-in browser state per demo role, saved by the `setup` project
 * (auth.setup.ts) before the `chromium` project runs. A test whose sign-in is
 * only a preamble opens with one: `test.use({ storageState: storageStateOf('admin') })`.
 *
 * The session in such a state is shared by every test using it, so a test
 * must neither sign out in that browser nor sign in again there (a sign-in
 * ends the session the browser held): it opens another context instead.
 */

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo!2345';

export const SIGNED_IN_ROLES = {
  admin: 'admin@demo.school',
  teacher: 'teacher1@demo.school',
  student: 'student01@demo.school',
  parent: 'parent1@demo.school',
  root: 'root@demo.school',
} as const;
export type SignedInRole = keyof typeof SIGNED_IN_ROLES;

const AUTH_FOLDER = join(import.meta.dirname, '..', '..', 'test-results', 'auth');

export function storageStateOf(role: SignedInRole): string {
  return join(AUTH_FOLDER, `${role}.json`);
}

/**
 * Signs `email` in through the GraphQL signIn mutation, in the page's browser
 * context (the cookie lands there), for accounts that have no stored state.
 * The sign-in page itself is tested in foundation.spec.ts.
 */
export async function signInThroughApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'mutation($input: SignInInput!) { signIn(input: $input) { role } }',
      variables: { input: { email, password } },
    },
  });
  expect(await response.json(), `sign-in of ${email}`).toMatchObject({
    data: { signIn: { role: expect.any(String) } },
  });
}
