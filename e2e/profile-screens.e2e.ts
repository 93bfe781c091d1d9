import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { consentAndSave, field, fillIdentity, fillPersonalFields, typeInto } from './support/new-customer.ts';
import { horizontalOverflow, shoot } from './support/screenshot.ts';
import { useCustomerCookies } from './support/signed-in-customer.ts';

// Issue 16 (ADR 027): the profile forms at a 360 px phone and at 1280 px, in English and Hindi,
// kept in test-results/screens/ for review against the MUI version: /user/user-detail prefilled
// (the saved profile, the email verification section) and with a field focused, the two-wheeler
// form (its radio group) and /user/business-detail empty and after Save with every error shown.
// Also /user/additional-info (spec 2 "other screens"), reached only by a typed address: the personal
// form with the optional extras first, completed by a new customer.
const SIZES = {
  '360': { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  '1280': { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

/** The form is on screen with its option lists filled in and nothing sideways to scroll. */
async function waitReady(page: Page) {
  const form = page.locator('form');
  await expect(form.locator('select').first().locator('option').nth(1)).toBeAttached();
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

/** The new customer of the additional-info tests, with an email of their own. */
const meera = (email: string) => ({
  first: 'Meera',
  last: 'Nair',
  email,
  birth: '02031990',
  pan: 'ABCPN4321K',
  pincode: '560034',
});

/** Save with nothing filled in: every required field shows its message. */
async function submitEmpty(page: Page) {
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
}

for (const size of ['360', '1280'] as const) {
  for (const language of ['en', 'hi'] as const) {
    test.describe(`profile forms at ${size} px, ${language}`, () => {
      test.use(SIZES[size]);
      test.beforeEach(async ({ page }) => {
        if (language === 'hi') {
          await page.addInitScript(() => {
            localStorage.setItem('cl_language', 'hi');
          });
        }
      });

      test('personal: prefilled, focused', async ({ page, customer }) => {
        expect(customer.userId).toBeGreaterThan(0);
        await page.goto('/user/user-detail');
        await waitReady(page);
        await expect(page.locator('[name="first_name"]')).not.toHaveValue('');
        await shoot(page, `profile-personal-${size}-${language}`);
        await page.locator('[name="address2"]').focus();
        await shoot(page, `profile-personal-${size}-${language}-focus`, { fullPage: false });
      });

      test('additional info: a new customer sees the extras first, saves and reaches offers', async ({
        page,
        signIn,
      }) => {
        const customer = await signIn({ profile: false });
        await useCustomerCookies(page.context(), customer, 'Personal Loans');
        await page.goto('/user/additional-info');
        await waitReady(page);
        // The extras come before the identity fields (the first section the shell draws).
        const extrasFirst = await page.evaluate(() => {
          const emi = document.querySelector('[name="emi"]');
          const first = document.querySelector('[name="first_name"]');
          return emi && first
            ? (emi.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
            : null;
        });
        expect(extrasFirst).toBe(true);
        await typeInto(page, 'emi', '3000');
        await typeInto(page, 'monthly_rent', '12000');
        await fillIdentity(page, meera(`additional.${language}.${String(customer.userId)}@example.in`));
        await fillPersonalFields(page, { employment: 'salaried', income: '85000' });
        await typeInto(page, 'desired_loan_amount', '200000');
        await shoot(page, `profile-additional-${size}-${language}`);
        await consentAndSave(page, language);
        await expect(page).toHaveURL((url) => url.pathname === '/user/offers');
        // What was typed in the extras was stored with the profile, and shows when the page is opened again.
        await page.goto('/user/additional-info');
        await waitReady(page);
        await expect(field(page, 'emi')).toHaveValue('3000');
        await expect(field(page, 'monthly_rent')).toHaveValue('12000');
        await expect(field(page, 'first_name')).toHaveValue('Meera');
      });

      test('two-wheeler and business: empty, then every error', async ({ page, signIn }) => {
        await useCustomerCookies(page.context(), await signIn({ profile: false }), 'Two Wheeler Loans');
        await page.goto('/user/user-detail');
        await waitReady(page);
        await submitEmpty(page);
        await shoot(page, `profile-two-wheeler-${size}-${language}-errors`);

        await useCustomerCookies(page.context(), await signIn({ profile: false }), 'Business Loans');
        await page.goto('/user/business-detail');
        await waitReady(page);
        await shoot(page, `profile-business-${size}-${language}`);
        await submitEmpty(page);
        await shoot(page, `profile-business-${size}-${language}-errors`);
      });
    });
  }
}

// The additional-info page takes any product's customer (spec 2 "other screens"); saved, the
// journey goes on as spec 4 says for the product chosen: a new business-loan customer goes on to
// the business form, not to personal-loan offers. On a phone, in Hindi.
test.describe('additional info for a new business-loan customer (360 px, hi)', () => {
  test.use(SIZES['360']);
  test('saves the personal details and goes on to the business form', async ({ page, signIn }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cl_language', 'hi');
    });
    const customer = await signIn({ profile: false });
    await useCustomerCookies(page.context(), customer, 'Business Loans');
    await page.goto('/user/additional-info');
    await waitReady(page);
    await fillIdentity(page, meera(`additional.business.${String(customer.userId)}@example.in`));
    await fillPersonalFields(page, { employment: 'salaried', income: '85000' });
    await typeInto(page, 'desired_loan_amount', '200000');
    await consentAndSave(page, 'hi');
    await expect(page).toHaveURL((url) => url.pathname === '/user/business-detail');
    await waitReady(page);
    await expect(field(page, 'business_name')).toBeVisible();
    await expect(field(page, 'first_name')).toHaveValue('Meera');
    await shoot(page, 'profile-additional-then-business-360-hi');
  });
});
