import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { NAMESAKE_TEXTS } from '@portal/domain/account-texts';

export interface CreatedRow {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  password: string;
}

export class CreateAccountsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/people/create');
    await expect(this.page.getByRole('heading', { name: 'Create Accounts' })).toBeVisible();
  }

  async importCsv(name: string, bytes: Buffer): Promise<void> {
    await this.page.getByLabel('Import CSV').setInputFiles({ name, mimeType: 'text/csv', buffer: bytes });
  }

  get problems() {
    return this.page.getByRole('alert', { name: 'Import problems' }).or(this.page.getByLabel('Import problems'));
  }

  get pending() {
    return this.page.getByRole('table', { name: 'Pending accounts' });
  }

  /** Creates the pending accounts; `anyway`: the school has students of these names, so it warns first (issue 35). */
  async create({ anyway = false } = {}): Promise<void> {
    await this.page.getByRole('button', { name: 'Create accounts' }).click();
    if (anyway) {
      const warning = this.page.getByRole('dialog', { name: NAMESAKE_TEXTS.title });
      await expect(warning).toBeVisible({ timeout: 30_000 });
      await warning.getByRole('button', { name: NAMESAKE_TEXTS.createAnyway }).click();
    }
    await expect(this.page.getByRole('heading', { name: 'Created accounts' })).toBeVisible({ timeout: 120_000 });
    await expect(this.page.getByText('This page will be shown just once')).toBeVisible();
  }

  /** Clicks Download CSV and reads users.csv back. */
  async download(): Promise<{ fileName: string; rows: CreatedRow[] }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const parsed = Papa.parse<CreatedRow>(text, { header: true, skipEmptyLines: true });
    return { fileName: download.suggestedFilename(), rows: parsed.data };
  }
}
