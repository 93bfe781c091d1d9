import { expect, type Page } from '@playwright/test';
import type { Outbox } from './outbox.ts';

// Partner portal steps shared by the partner e2e specs (issue 6).

/** Seed order (apps/server/src/db/seed/seed.ts samplePartnerUsers): each partner's owner. */
export const VAKRANGEE_OWNER = '9800000001';
export const FASTPAY_OWNER = '9800000002';

/** Today in India (the server's calendar), as a date input wants it. */
export const todayIso = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** '#E4572E' as getComputedStyle writes it: 'rgb(228, 87, 46)'. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${String(r)}, ${String(g)}, ${String(b)})`;
}

/** Signs a partner user in by OTP (the code from the server's outbox) and waits for the dashboard. */
export async function signInAs(page: Page, outbox: Outbox, mobile: string, loginPath = '/partner/login') {
  await page.goto(loginPath);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  const otp = page.getByLabel('6-digit OTP');
  await expect(otp).toBeVisible();
  await otp.fill(await outbox.latestCode(mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/partner');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** Opens a menu entry the way a person would at this width: directly, or from the drawer. */
export async function openMenuItem(page: Page, name: string): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page
    .getByRole('navigation', { name: 'Partner menu' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** Reports for a custom range ending today (the presets end yesterday), once the server answered. */
export async function openTodaysLeads(page: Page): Promise<void> {
  await page.goto('/partner/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Custom range' }).click();
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/partner/reports?') && r.url().includes(`to=${todayIso()}`),
  );
  await page.getByLabel('To', { exact: true }).fill(todayIso());
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('table', { name: 'Report' })).toBeVisible();
}
