import type { Page } from '@playwright/test';
import { expect, SERVER_ENV, test } from './support/fixtures.ts';
import type { Outbox } from './support/outbox.ts';
import { horizontalOverflow, shoot } from './support/screenshot.ts';

// Issue 13: an admin (role 1) gives the Vakrangee white-label site its own licensed insurance
// partner on /admin/partners/:id; a customer on that site (vakrangee.localhost, seeded) on a
// 360 px phone is handed to it, in English and Hindi, while our own site keeps the default.
// Screenshots: test-results/screens/insurance-*.png. Serial: the customers and the partner see
// what the admin saved in the first test.

/** The default partner the suite's servers run with. */
const DEFAULT = SERVER_ENV;
const KAVACH = {
  name: 'Kavach Insurance Brokers Pvt Ltd',
  url: 'https://kavach.example.in/vakrangee',
  licence: 'IRDA/DB 797/19',
};

test.describe.configure({ mode: 'serial' });

async function signInCustomer(page: Page, outbox: Outbox, mobile: string, hindi: boolean): Promise<void> {
  await page.goto('/login');
  if (hindi) await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.locator('input[type="tel"]').fill(mobile);
  await page.getByRole('button', { name: hindi ? 'OTP पाएँ' : 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await page.locator('input[name="otp"]').fill(await outbox.latestCode(mobile));
  await page.getByRole('button', { name: hindi ? 'सत्यापित करें' : 'Verify' }).click();
  await expect(page).toHaveURL((url) => !url.pathname.includes('verification'));
}

/** The products page chooses insurance (the journey guard needs a chosen product). */
async function chooseInsurance(page: Page, hindi: boolean): Promise<void> {
  await page.getByRole('button', { name: hindi ? /अन्य बीमा/ : /Other Insurance/ }).click();
  await expect(page).toHaveURL(/\/user\/insurance\/transaction$/);
}

test.describe('insurance partner per white-label site (issue 13)', () => {
  test('admin role 1 sets the site partner; the form refuses http:// first', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    await page.goto('/admin/partners');
    await page.getByRole('link', { name: 'Vakrangee', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Insurance partner' })).toBeVisible();
    await expect(page.getByText('This site has no insurance partner of its own')).toBeVisible();

    await page.getByLabel('Registered name').fill(KAVACH.name);
    await page.getByLabel('Hand-off address').fill('http://kavach.example.in/vakrangee');
    await page.getByLabel('IRDAI registration number').fill('irda/db 797/19');
    await page.getByRole('button', { name: 'Save insurance partner' }).click();
    await expect(page.getByText('Enter an https:// address')).toBeVisible();
    await shoot(page, 'insurance-admin-refused');

    await page.getByLabel('Hand-off address').fill(KAVACH.url);
    await page.getByRole('button', { name: 'Save insurance partner' }).click();
    await expect(
      page.getByText(`This site hands insurance to ${KAVACH.name} (IRDAI no. ${KAVACH.licence}).`),
    ).toBeVisible();
    await expect(page.getByLabel('IRDAI registration number')).toHaveValue(KAVACH.licence);
    await shoot(page, 'insurance-admin-saved');
  });

  test('hands a customer on the partner site to its partner, in English and Hindi', async ({
    openPage,
    outbox,
    phones,
  }) => {
    test.setTimeout(120_000);
    const en = await openPage({ host: 'vakrangee.localhost' });
    expect(en.viewportSize()?.width).toBe(360);
    await signInCustomer(en, outbox, phones.next(), false);
    await chooseInsurance(en, false);
    // The site names its own brand (the partner's title), not the marketplace.
    await expect(
      en.getByText(
        `Vakrangee Loans does not sell insurance. ${KAVACH.name}, IRDAI licence no. ${KAVACH.licence}, will contact you and arrange it.`,
      ),
    ).toBeVisible();
    await shoot(en, 'insurance-site-en');
    await expect.poll(() => horizontalOverflow(en)).toBeLessThanOrEqual(0);
    await en.getByRole('checkbox', { name: new RegExp(`shared with ${KAVACH.name}`) }).check();
    await en.getByRole('button', { name: 'Agree and continue' }).click();
    const link = en.getByRole('link', { name: 'Continue to our insurance partner' });
    await expect(link).toHaveAttribute('href', KAVACH.url);

    const hi = await openPage({ host: 'vakrangee.localhost' });
    await signInCustomer(hi, outbox, phones.next(), true);
    await chooseInsurance(hi, true);
    await expect(
      hi.getByText(`${KAVACH.name}, IRDAI लाइसेंस संख्या ${KAVACH.licence}`, { exact: false }),
    ).toBeVisible();
    await shoot(hi, 'insurance-site-hi');
    await expect.poll(() => horizontalOverflow(hi)).toBeLessThanOrEqual(0);

    // Our own site still hands off to the default partner.
    const ours = await openPage();
    await signInCustomer(ours, outbox, phones.next(), false);
    await chooseInsurance(ours, false);
    await expect(
      ours.getByText(`${DEFAULT.INSURANCE_PARTNER_NAME}, IRDAI licence no.`, { exact: false }),
    ).toBeVisible();
  });

  test("shows the partner its site's insurer partner, read-only", async ({ partnerPage: page }) => {
    // Vakrangee's sample owner
    await page.goto('/partner/product-offering/insurance');
    await expect(page.getByRole('heading', { name: "Your site's insurance partner" })).toBeVisible();
    await expect(page.getByText(/chosen for your site/)).toBeVisible();
    await expect(page.getByText(KAVACH.licence, { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await shoot(page, 'insurance-partner-portal');
  });
});
