import { expect, type Page } from '@playwright/test';

export const SIDEBAR_ENTRIES = [
  'Home',
  'People',
  'Groups',
  'Assignments',
  'Track and Report',
  'Metrics',
  'Result',
] as const;
export type SidebarEntry = (typeof SIDEBAR_ENTRIES)[number];

/**
 * The top bar, the sidebar and the account menu every signed-in page shares.
 * On a phone the sidebar's entries are in a drawer the top bar's Menu button
 * opens; `sidebar` is then the open drawer's navigation.
 */
export class Shell {
  constructor(private readonly page: Page) {}

  get sidebar() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  get menuButton() {
    return this.page.getByRole('banner').getByRole('button', { name: 'Menu' });
  }

  get trail() {
    return this.page.getByRole('navigation', { name: 'Breadcrumb' });
  }

  entry(name: SidebarEntry) {
    return this.sidebar.getByRole('link', { name, exact: true });
  }

  async open(name: SidebarEntry): Promise<void> {
    await this.entry(name).click();
    await expect(this.entry(name)).toHaveAttribute('aria-current', 'page');
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: 'Account' }).click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(this.page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  }
}
