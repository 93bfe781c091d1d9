import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app.ts';
import type { ViewportName } from './support/browser.ts';
import { openHelp } from './support/help.ts';
import { resultsDir } from './support/paths.ts';

// Issue 1: screenshots of the shell at a 360x740 phone and at desktop size, kept in
// test-results/screens/ for review. Each also checks that nothing is wider than the screen.

async function shoot(page: Page, viewport: ViewportName, name: string): Promise<void> {
  const dir = path.join(resultsDir, 'screens');
  await mkdir(dir, { recursive: true });
  await page.mouse.move(0, 0); // no hover state in the picture
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Let dialog fades and button colour transitions end; spinners (infinite) are left alone.
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: path.join(dir, `${viewport}-${name}.png`), fullPage: true });
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const viewport of ['mobile', 'desktop'] as const) {
  describe(`screens at ${viewport} size`, () => {
    const app = useApp(viewport);

    it('start page', async () => {
      await app.page.goto('/');
      await app.page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await app.page.locator('header img').first().waitFor(); // the partner logo
      expect(await horizontalOverflow(app.page)).toBeLessThanOrEqual(0);
      await shoot(app.page, viewport, 'start');
    });

    it('help dialog with a validation error', async () => {
      await app.page.goto('/');
      await app.page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await openHelp(app.page);
      const dialog = app.page.getByRole('dialog');
      await dialog.getByLabel('Email').fill('asha@invalid');
      await dialog.getByLabel('Phone').focus();
      await dialog.getByText('Email is invalid').waitFor();
      await shoot(app.page, viewport, 'help');
    });

    it('Hindi', async () => {
      await app.page.goto('/');
      await app.page.getByRole('button', { name: 'हिन्दी' }).click();
      await app.page.getByRole('heading', { name: 'साइन इन करें' }).waitFor();
      expect(await horizontalOverflow(app.page)).toBeLessThanOrEqual(0);
      await shoot(app.page, viewport, 'hindi');
    });

    it('OTP step (send answered by a stub: the server has no OTP yet)', async () => {
      await app.page.route('**/api/auth/otp/send', (route) =>
        route.fulfill({
          json: { success: true, message: 'sent', resendAfterSeconds: 30, expiresInSeconds: 300 },
        }),
      );
      await app.page.goto('/');
      await app.page.getByLabel('Mobile number').fill('9876543210');
      await app.page.getByRole('button', { name: 'Get OTP' }).click();
      await app.page.getByRole('heading', { name: 'Enter OTP' }).waitFor();
      expect(await app.page.getByRole('button', { name: /Resend OTP in \d+ s/ }).isDisabled()).toBe(true);
      expect(await horizontalOverflow(app.page)).toBeLessThanOrEqual(0);
      await shoot(app.page, viewport, 'otp');
    });

    it('not found', async () => {
      await app.page.goto('/nope');
      await app.page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await horizontalOverflow(app.page)).toBeLessThanOrEqual(0);
      await shoot(app.page, viewport, 'not-found');
    });

    it('products and privacy policy', async () => {
      await app.page.goto('/products');
      await app.page.getByRole('heading', { name: 'What are you looking for?' }).waitFor();
      expect(await horizontalOverflow(app.page)).toBeLessThanOrEqual(0);
      await shoot(app.page, viewport, 'products');
      await app.page.goto('/privacy-policy');
      await app.page.getByRole('heading', { name: 'Privacy policy', level: 1 }).waitFor();
      expect(await horizontalOverflow(app.page)).toBeLessThanOrEqual(0);
      await shoot(app.page, viewport, 'privacy');
    });
  });
}
