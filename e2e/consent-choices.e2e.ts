import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { horizontalOverflow, shoot } from './support/screenshot.ts';
import { expectToast } from './support/toast.ts';

// DPDP (REGULATION.md): giving a marketing consent and withdrawing it are equally easy, on the
// customer's own profile page. A new customer, whose profile was saved without SMS or email
// offers, allows SMS offers on /user/profile at a 360 px phone, sees it recorded (after a reload
// too), and withdraws it again; in English and in Hindi.

const TEXTS = {
  en: {
    title: 'Your consents',
    sms: 'Offers and updates by SMS',
    email: 'Offers and updates by email',
    on: 'Given',
    off: 'Not given',
    allow: 'Allow',
    withdraw: 'Withdraw',
    given: 'Thank you, your consent is recorded',
    withdrawn: 'Your consent has been withdrawn',
  },
  hi: {
    title: 'आपकी सहमतियाँ',
    sms: 'SMS से ऑफ़र और अपडेट',
    email: 'ईमेल से ऑफ़र और अपडेट',
    on: 'दी गई',
    off: 'नहीं दी गई',
    allow: 'अनुमति दें',
    withdraw: 'वापस लें',
    given: 'धन्यवाद, आपकी सहमति दर्ज कर ली गई है',
    withdrawn: 'आपकी सहमति वापस ले ली गई है',
  },
} as const;

const row = (page: Page, purpose: string) =>
  page.locator('.pf-withdraw__row').filter({ has: page.getByText(purpose, { exact: true }) });

for (const language of ['en', 'hi'] as const) {
  test.describe(`marketing consents on the profile page, 360 px, ${language}`, () => {
    test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((code) => {
        localStorage.setItem('cl_language', code);
      }, language);
    });

    test('a new customer allows SMS offers, sees it kept, and withdraws it', async ({ page, customer }) => {
      const t = TEXTS[language];
      expect(customer.userId).toBeGreaterThan(0);
      await page.goto('/user/profile');
      await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
      const sms = row(page, t.sms);
      await expect(sms.getByText(t.off, { exact: true })).toBeVisible();
      await expect(sms.getByRole('button', { name: t.withdraw })).toHaveCount(0);

      await sms.getByRole('button', { name: t.allow }).click();
      await expectToast(page, t.given);
      await expect(sms.getByText(t.on, { exact: true })).toBeVisible();
      await expect(sms.getByRole('button', { name: t.allow })).toHaveCount(0);
      // Only the consent pressed changed.
      await expect(row(page, t.email).getByText(t.off, { exact: true })).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `consents-allowed-360-${language}`);

      // Recorded on the customer's record, not only on the screen.
      await page.reload();
      await expect(row(page, t.sms).getByText(t.on, { exact: true })).toBeVisible();

      await row(page, t.sms).getByRole('button', { name: t.withdraw }).click();
      await expectToast(page, t.withdrawn);
      await expect(row(page, t.sms).getByText(t.off, { exact: true })).toBeVisible();
      await page.reload();
      await expect(row(page, t.sms).getByText(t.off, { exact: true })).toBeVisible();
      await expect(row(page, t.sms).getByRole('button', { name: t.allow })).toBeVisible();
    });
  });
}
