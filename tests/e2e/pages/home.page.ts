import { expect, type Page } from '@playwright/test';
import { Shell } from './shell.page.js';

export class HomePage {
  constructor(private readonly page: Page) {}

  async expectGreeting(firstName: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: `Hi ${firstName}` })).toBeVisible();
  }

  async signOut(): Promise<void> {
    await new Shell(this.page).signOut();
  }
}
