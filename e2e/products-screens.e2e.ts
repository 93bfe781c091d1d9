import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { horizontalOverflow, shoot } from './support/screenshot.ts';

// Issue 16 (ADR 027): the signed-in products page, drawn without MUI, at a 360 px phone and at
// 1280 px, in English and Hindi: the tiles, a tile with keyboard focus and the Business dialog,
// kept in test-results/screens/ for review against the MUI version.
const SIZES = {
  '360': { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  '1280': { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;
const TEXTS = {
  en: { title: 'What are you looking for?', business: /Business Loans/ },
  hi: { title: 'आप क्या ढूँढ रहे हैं?', business: /बिज़नेस लोन/ },
} as const;

async function waitReady(page: Page, title: string | RegExp) {
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('button')
      .filter({ has: page.getByRole('heading') })
      .first(),
  ).toBeEnabled();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

for (const size of ['360', '1280'] as const) {
  for (const language of ['en', 'hi'] as const) {
    test.describe(`products at ${size} px, ${language}`, () => {
      test.use(SIZES[size]);
      test('tiles, focus and the Business dialog', async ({ page, customer }) => {
        expect(customer.userId).toBeGreaterThan(0);
        if (language === 'hi') {
          await page.addInitScript(() => {
            localStorage.setItem('cl_language', 'hi');
          });
        }
        await page.goto('/products');
        await waitReady(page, TEXTS[language].title);
        await shoot(page, `products-${size}-${language}`);
        // Keyboard focus on the second tile (Business Loans).
        const tiles = page.getByRole('list').last().getByRole('button');
        await tiles.nth(0).focus();
        await page.keyboard.press('Tab');
        await expect(tiles.nth(1)).toBeFocused();
        await shoot(page, `products-${size}-${language}-focus`, { fullPage: false });
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await shoot(page, `products-${size}-${language}-dialog`, { fullPage: false });
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(tiles.nth(1)).toBeFocused();
      });
    });
  }
}
