import { expect, type Page } from '@playwright/test';

/**
 * A toast with this text is on screen. Found by its text in the toast host, not by role: while a
 * dialog is open MUI hides the rest of the page (the toasts too) from the accessibility tree.
 */
export const expectToast = (page: Page, text: string) =>
  expect(page.locator('.Toastify').getByText(text).first()).toBeVisible();
