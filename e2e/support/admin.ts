import { expect, type Page } from '@playwright/test';

// The admin console's people (issue 5): the root admin the server seeds from ADMIN_EMAIL and
// ADMIN_PASSWORD (fixtures.ts passes them), and an operations user a role-1 admin adds.
export const ROOT = { email: 'root@credilink.in', password: 'root-password-2026!' };
export const OPS = { email: 'ops@credilink.in', password: 'ops-password-2026!' };

/** Signs an admin in on /admin/login as a person does, and waits for the dashboard. */
export async function signInAdmin(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
