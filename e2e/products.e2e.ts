import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type BrowserPage } from './support/browser.ts';
import { latestCode } from './support/outbox.ts';
import { startServer, type RunningServer } from './support/server.ts';

// Issue 13: a NEW customer on a 360 px phone chooses Business Loans, completes the business form
// (employment type among it) and reaches business offers with at least one match; another
// chooses insurance and reaches the licensed partner's hand-off, with consent.

const PARTNER = {
  INSURANCE_PARTNER_NAME: 'Suraksha Insurance Web Aggregator Pvt Ltd',
  INSURANCE_PARTNER_URL: 'https://insurance.partner.invalid/start',
  INSURANCE_PARTNER_LICENCE: 'IRDAI/WBA/123/2026',
};

let server: RunningServer;
let browser: Browser;
const opened: BrowserPage[] = [];

beforeAll(async () => {
  server = await startServer(PARTNER);
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const { context } of opened) await context.close().catch(() => undefined);
  await browser.close();
  await server.stop();
});

async function newPhonePage(): Promise<Page> {
  const opening = await openPage(browser, server.baseUrl, 'mobile');
  opened.push(opening);
  expect(opening.page.viewportSize()?.width).toBe(360);
  return opening.page;
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

async function signInNew(page: Page, mobile: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.locator('input[type="tel"]').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.waitForURL('**/verification');
  await page.locator('input[name="otp"]').fill(await latestCode(server.dataDir, mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/products');
}

describe('products (issue 13)', () => {
  it('takes a new business customer from the business form to at least one matching offer', async () => {
    const page = await newPhonePage();
    await signInNew(page, '9876500131');
    await page.getByRole('button', { name: /Business Loans/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Do you have a business registration certificate?' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/user/business-detail');

    await field(page, 'first_name').fill('Meera');
    await field(page, 'last_name').fill('Nair');
    await field(page, 'email').fill(`meera.${Date.now()}@example.in`);
    await field(page, 'birth_date').fill('02031988');
    await field(page, 'pan').fill('ABCPN4321K');
    await field(page, 'gender').selectOption('2');
    await field(page, 'postal_code').fill('682016');
    await field(page, 'business_name').fill('Meera Stores');
    // The employment type business lenders need: only the two kinds they serve are offered.
    const types = await field(page, 'employment_status_code').locator('option').allTextContents();
    expect(types.filter((text) => text !== 'Choose…')).toEqual([
      'Self-employed professional (doctor, CA, architect…)',
      'Business owner',
    ]);
    await field(page, 'employment_status_code').selectOption('3');
    await field(page, 'business_registration_type').selectOption('1');
    await field(page, 'business_years').selectOption('4');
    await field(page, 'business_current_turnover').fill('4000000');
    await field(page, 'monthly_income').fill('90000');

    // An amount out of range names the range, in ₹ with Indian grouping.
    await field(page, 'desired_loan_amount').fill('6000000');
    await field(page, 'desired_loan_amount').blur();
    await page.getByText('Enter an amount from ₹1,000 to ₹50,00,000').waitFor();
    await field(page, 'desired_loan_amount').fill('500000');

    await page.getByRole('checkbox', { name: /use of my details/ }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/user/business-offers');
    const heading = page.getByText(/Matching offers \(\d+\)/).first();
    await heading.waitFor();
    const count = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(await page.getByText('Add your employment type').count()).toBe(0);
  });

  it('hands an insurance customer to the licensed partner only after consent', async () => {
    const page = await newPhonePage();
    await signInNew(page, '9876500132');
    await page.getByRole('button', { name: /Other Insurance/ }).click();
    await page.waitForURL('**/user/insurance/transaction');
    await page
      .getByText(
        `CrediLink does not sell insurance. ${PARTNER.INSURANCE_PARTNER_NAME}, IRDAI licence no. ${PARTNER.INSURANCE_PARTNER_LICENCE}, will contact you and arrange it.`,
      )
      .waitFor();
    const consent = page.getByRole('checkbox', {
      name: new RegExp(`shared with ${PARTNER.INSURANCE_PARTNER_NAME}`),
    });
    expect(await consent.isChecked()).toBe(false);
    const agree = page.getByRole('button', { name: 'Agree and continue' });
    expect(await agree.isDisabled()).toBe(true);
    await consent.check();
    await agree.click();
    await page
      .getByText(`Thank you. ${PARTNER.INSURANCE_PARTNER_NAME} will contact you.`, { exact: false })
      .waitFor();
    const link = page.getByRole('link', { name: 'Continue to our insurance partner' });
    expect(await link.getAttribute('href')).toBe(PARTNER.INSURANCE_PARTNER_URL);
  });
});
