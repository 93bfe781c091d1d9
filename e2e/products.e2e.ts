import type { Page } from '@playwright/test';
import { expect, SERVER_ENV, test } from './support/fixtures.ts';
import type { Outbox } from './support/outbox.ts';

// Issue 13: a NEW customer on a 360 px phone chooses Business Loans, completes the business form
// (employment type among it) and reaches business offers with at least one match; another
// chooses insurance and reaches the licensed partner's hand-off, with consent.

/** The default insurance partner the suite's servers run with. */
const PARTNER = SERVER_ENV;

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

async function signInNew(page: Page, outbox: Outbox, mobile: string): Promise<void> {
  expect(page.viewportSize()?.width).toBe(360);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.locator('input[type="tel"]').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await page.locator('input[name="otp"]').fill(await outbox.latestCode(mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/products$/);
}

test.describe('products (issue 13)', () => {
  test('takes a new business customer from the business form to at least one matching offer', async ({
    page,
    outbox,
    phones,
  }) => {
    await signInNew(page, outbox, phones.next());
    await page.getByRole('button', { name: /Business Loans/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Do you have a business registration certificate?' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/user\/business-detail$/);

    await field(page, 'first_name').fill('Meera');
    await field(page, 'last_name').fill('Nair');
    await field(page, 'email').fill(`meera.${Date.now()}@example.in`);
    await field(page, 'birth_date').fill('02031988');
    await field(page, 'pan').fill('ABCPN4321K');
    await field(page, 'gender').selectOption('2');
    await field(page, 'postal_code').fill('682016');
    await field(page, 'business_name').fill('Meera Stores');
    // The employment type business lenders need: only the two kinds they serve are offered.
    await expect(
      field(page, 'employment_status_code').locator('option').filter({ hasNotText: 'Choose…' }),
    ).toHaveText(['Self-employed professional (doctor, CA, architect…)', 'Business owner']);
    await field(page, 'employment_status_code').selectOption('3');
    await field(page, 'business_registration_type').selectOption('1');
    await field(page, 'business_years').selectOption('4');
    await field(page, 'business_current_turnover').fill('4000000');
    await field(page, 'monthly_income').fill('90000');

    // An amount out of range names the range, in ₹ with Indian grouping.
    await field(page, 'desired_loan_amount').fill('6000000');
    await field(page, 'desired_loan_amount').blur();
    await expect(page.getByText('Enter an amount from ₹1,000 to ₹50,00,000')).toBeVisible();
    await field(page, 'desired_loan_amount').fill('500000');

    await page.getByRole('checkbox', { name: /use of my details/ }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/user\/business-offers$/);
    // At least one: "Matching offers (n)" with n from 1 up.
    await expect(page.getByText(/Matching offers \([1-9]\d*\)/).first()).toBeVisible();
    await expect(page.getByText('Add your employment type')).toHaveCount(0);
  });

  test('hands an insurance customer to the licensed partner only after consent', async ({
    page,
    outbox,
    phones,
  }) => {
    await signInNew(page, outbox, phones.next());
    await page.getByRole('button', { name: /Other Insurance/ }).click();
    await expect(page).toHaveURL(/\/user\/insurance\/transaction$/);
    await expect(
      page.getByText(
        `CrediLink does not sell insurance. ${PARTNER.INSURANCE_PARTNER_NAME}, IRDAI licence no. ${PARTNER.INSURANCE_PARTNER_LICENCE}, will contact you and arrange it.`,
      ),
    ).toBeVisible();
    const consent = page.getByRole('checkbox', {
      name: new RegExp(`shared with ${PARTNER.INSURANCE_PARTNER_NAME}`),
    });
    await expect(consent).not.toBeChecked();
    const agree = page.getByRole('button', { name: 'Agree and continue' });
    await expect(agree).toBeDisabled();
    await consent.check();
    await agree.click();
    await expect(
      page.getByText(`Thank you. ${PARTNER.INSURANCE_PARTNER_NAME} will contact you.`, { exact: false }),
    ).toBeVisible();
    const link = page.getByRole('link', { name: 'Continue to our insurance partner' });
    await expect(link).toHaveAttribute('href', PARTNER.INSURANCE_PARTNER_URL);
  });
});
