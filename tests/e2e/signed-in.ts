import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Role } from '@portal/domain';

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

/**
 * Every role each of those demo accounts holds (the seed's roster): what
 * decides which routes it may open. The route walk checks these against the
 * server's answer before it relies on them.
 */
export const DEMO_ACCOUNT_ROLES: Record<SignedInRole, readonly Role[]> = {
  admin: ['admin', 'teacher'],
  teacher: ['teacher'],
  student: ['student'],
  parent: ['parent'],
  root: ['root'],
};

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
