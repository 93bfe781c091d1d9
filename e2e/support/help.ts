import { expect, type Page } from '@playwright/test';

/** Opens the Help dialog the way a person would at this width: header button, or the drawer. */
export async function openHelp(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Help' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Help' }).click();
  }
  await expect(page.getByRole('dialog', { name: 'How can we help?' })).toBeVisible();
}
