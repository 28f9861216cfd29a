import { expect, type Page } from '@playwright/test';

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  schoolName: string;
  password: string;
  license: 'School' | 'Teacher';
}

export class RegisterPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/register');
    await expect(this.page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  }

  async register(form: Registration): Promise<void> {
    await this.page.getByLabel('First name').fill(form.firstName);
    await this.page.getByLabel('Last name').fill(form.lastName);
    await this.page.getByLabel('Email').fill(form.email);
    await this.page.getByLabel('School name').fill(form.schoolName);
    await this.page.getByLabel('Password', { exact: true }).fill(form.password);
    await this.page.getByLabel('Confirm password').fill(form.password);
    await this.page.getByRole('radio', { name: form.license }).check();
    await this.page.getByRole('button', { name: 'Sign Up' }).click();
  }
}
