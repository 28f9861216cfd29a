import { expect, type Page } from '@playwright/test';

export class HomePage {
  constructor(private readonly page: Page) {}

  async expectGreeting(firstName: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: `Hi ${firstName}` })).toBeVisible();
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign out' }).click();
    await expect(this.page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  }
}
