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

/** The top bar, the sidebar and the account menu every signed-in page shares. */
export class Shell {
  constructor(private readonly page: Page) {}

  get sidebar() {
    return this.page.getByRole('navigation', { name: 'Main' });
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
