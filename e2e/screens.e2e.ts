import { VIEWPORTS } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { openHelp } from './support/help.ts';
import { horizontalOverflow, shoot } from './support/screenshot.ts';

// Issue 1: screenshots of the shell at a 360x740 phone and at desktop size, kept in
// test-results/screens/ for review. Each also checks that nothing is wider than the screen.

for (const viewport of ['mobile', 'desktop'] as const) {
  test.describe(`screens at ${viewport} size`, () => {
    test.use(VIEWPORTS[viewport]);

    test('start page', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.locator('header img').first()).toBeVisible(); // the partner logo
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `${viewport}-start`);
    });

    test('help dialog with a validation error', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await openHelp(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill('asha@invalid');
      await dialog.getByLabel('Phone').focus();
      await expect(dialog.getByText('Email is invalid')).toBeVisible();
      await shoot(page, `${viewport}-help`);
    });

    test('Hindi', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      await expect(page.getByRole('heading', { name: 'साइन इन करें' })).toBeVisible();
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `${viewport}-hindi`);
    });

    test('OTP step (send answered by a stub: the server has no OTP yet)', async ({ page }) => {
      await page.route('**/api/auth/otp/send', (route) =>
        route.fulfill({
          json: { success: true, message: 'sent', resendAfterSeconds: 30, expiresInSeconds: 300 },
        }),
      );
      await page.goto('/');
      await page.getByLabel('Mobile number').fill('9876543210');
      await page.getByRole('button', { name: 'Get OTP' }).click();
      await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled();
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `${viewport}-otp`);
    });

    test('not found', async ({ page }) => {
      await page.goto('/nope');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `${viewport}-not-found`);
    });

    test('products and privacy policy', async ({ page }) => {
      await page.goto('/products');
      await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `${viewport}-products`);
      await page.goto('/privacy-policy');
      await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `${viewport}-privacy`);
    });
  });
}
