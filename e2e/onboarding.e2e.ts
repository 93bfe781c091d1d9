import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import {
  chooseTile,
  consentAndSave,
  fillIdentity,
  fillPersonalFields,
  matchedLenders,
  signUpNew,
  typeInto,
} from './support/new-customer.ts';
import { signInAs } from './support/partner.ts';
import { shoot } from './support/screenshot.ts';
import { startServer, type RunningServer } from './support/server.ts';

// Issue 15 "Done when": an admin onboards a lender in the console and a new customer is offered
// it; an admin onboards a partner with a new owner mobile and that person signs in to the portal.
const ROOT = { email: 'root@credilink.in', password: 'root-password-2026!' };
const LENDER = 'Kaveri Credit E2E';

let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: ROOT.email, ADMIN_PASSWORD: ROOT.password });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const newPage = async (viewport: 'desktop' | 'mobile') => {
  if (!browser || !server) throw new Error('onboarding e2e not started');
  return (await openPage(browser, server.baseUrl, viewport)).page;
};
const dataDir = (): string => {
  if (!server) throw new Error('onboarding e2e not started');
  return server.dataDir;
};

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor();

async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ROOT.email);
  await page.getByLabel('Password', { exact: true }).fill(ROOT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** Saves one section of the lender page and waits for the server's yes. */
async function saveSection(page: Page, section: string): Promise<void> {
  await page.getByRole('form', { name: section }).getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Lender updated successfully!');
}

describe('onboarding (issue 15)', () => {
  it(
    'an admin adds and completes a lender in the console; a new customer is offered it',
    { timeout: 300_000 },
    async () => {
      const admin = await newPage('desktop');
      await signInAdmin(admin);
      await admin.goto('/admin/lenders');
      await admin.getByRole('button', { name: 'Add Lender' }).click();
      const add = admin.getByRole('dialog', { name: 'Add Lender' });
      await add.getByLabel('Lender name').fill('Kaveri');
      await add.getByRole('button', { name: 'Add' }).click();
      await toast(admin, 'Lender created successfully!');
      await admin.getByRole('link', { name: 'Kaveri', exact: true }).click();
      await admin.getByRole('heading', { name: 'Kaveri', level: 1 }).waitFor();

      // Switching on a bare lender is refused with what it lacks.
      const status = admin.getByRole('form', { name: 'Status' });
      await status.getByRole('switch', { name: 'Lender status' }).check();
      await status.getByRole('button', { name: 'Save' }).click();
      await status.getByText('Fill these before switching the lender on:').waitFor();
      await status.getByText(/Products it lends: Choose at least one product/).waitFor();
      await shoot(admin, 'onboarding-lender-refused');

      const profile = admin.getByRole('form', { name: 'Name and products' });
      await profile.getByLabel('Lender name').fill(LENDER);
      await profile.getByLabel('Cooling-off days').fill('5');
      await profile.getByRole('checkbox', { name: 'Personal loan' }).check();
      await saveSection(admin, 'Name and products');
      await admin.getByRole('heading', { name: LENDER, level: 1 }).waitFor();

      const handoff = admin.getByRole('form', { name: 'Hand-off to the lender' });
      await handoff.getByLabel(/Address customers are sent to/).fill('http://kaveri.example.in/apply');
      await handoff.getByRole('button', { name: 'Save' }).click();
      await handoff.getByText('Enter an https:// address').waitFor();
      await handoff.getByLabel(/Address customers are sent to/).fill('https://kaveri.example.in/apply');
      await saveSection(admin, 'Hand-off to the lender');

      const terms = admin.getByRole('form', { name: 'Terms shown in offers' });
      await terms.getByLabel('Interest rate').fill('11% To 19%');
      await terms.getByLabel('APR min (%)').fill('11.5');
      await terms.getByLabel('APR max (%)').fill('20.25');
      await terms.getByLabel('Tenure').fill('12 to 48 months');
      await terms.getByLabel('Loan min').fill('50000');
      await terms.getByLabel('Loan max').fill('1500000');
      await terms.getByLabel('Processing fees', { exact: true }).fill('Up to 1.5%');
      await saveSection(admin, 'Terms shown in offers');

      // Filter criteria save on change (spec 4); the switch then shows the saved value.
      const salaried = admin.getByRole('region', { name: 'Filter criteria' }).getByLabel('Salaried');
      await salaried.click();
      await toast(admin, 'Lender updated successfully!');
      await expect.poll(() => salaried.isChecked()).toBe(true);

      await status.getByRole('switch', { name: 'Lender status' }).check();
      await saveSection(admin, 'Status');
      await admin.reload();
      expect(
        await admin
          .getByRole('form', { name: 'Status' })
          .getByRole('switch', { name: 'Lender status' })
          .isChecked(),
      ).toBe(true);
      await shoot(admin, 'onboarding-lender-on');

      const customer = await newPage('mobile');
      // A step that cannot happen fails with what it waited for, not at the test's own timeout.
      customer.setDefaultTimeout(60_000);
      const mobile = '9876555001';
      await signUpNew(customer, dataDir(), mobile, 'en');
      await shoot(customer, 'onboarding-customer-products');
      await chooseTile(customer, 'Personal Loans');
      await customer.waitForURL('**/user/user-detail');
      await fillIdentity(customer, {
        first: 'Asha',
        last: 'Menon',
        email: `asha.${mobile}@example.in`,
        birth: '02031990',
        pan: 'ABCPM4321K',
        pincode: '560034',
      });
      await fillPersonalFields(customer, { employment: 'salaried', income: '85000' });
      await typeInto(customer, 'desired_loan_amount', '200000');
      await shoot(customer, 'onboarding-customer-form');
      await consentAndSave(customer, 'en');
      await customer.waitForURL('**/user/offers');
      await shoot(customer, 'onboarding-customer-offers');
      expect(await matchedLenders(customer, 'personal', 'en')).toContain(LENDER);
      await shoot(customer, 'onboarding-lender-offered');
    },
  );

  it(
    'an admin onboards a partner with a new owner, who signs in to the partner portal',
    { timeout: 300_000 },
    async () => {
      const admin = await newPage('desktop');
      await signInAdmin(admin);
      await admin.goto('/admin/partners');
      await admin.getByRole('button', { name: 'Onboard partner' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Onboard a partner' });
      await dialog.getByLabel(/Partner key/).fill('vakrangee');
      await dialog.getByLabel(/Brand name/).fill('Sahyog Finserv');
      await dialog.getByLabel(/Host names/).fill('loans.sahyog.example.in');
      await dialog.getByLabel(/Revenue share/).fill('1.75');
      await dialog.getByLabel(/Flat fee/).fill('40');
      await dialog.getByLabel(/Owner's name/).fill('Meera Joshi');
      await dialog.getByLabel(/Owner's mobile/).fill('9012345601');
      await dialog.getByRole('button', { name: 'Create partner' }).click();
      // A key another partner has is refused under its box, and nothing is created.
      await dialog.getByText('Another partner already uses this key').first().waitFor();
      await dialog.getByLabel(/Partner key/).fill('sahyog');
      await dialog.getByRole('button', { name: 'Create partner' }).click();
      await toast(admin, 'Partner created');
      await admin.getByRole('heading', { name: 'Sahyog Finserv', level: 1 }).waitFor();
      const users = admin.getByRole('table', { name: 'Portal users' });
      await users.getByRole('cell', { name: 'Meera Joshi' }).waitFor();
      await shoot(admin, 'onboarding-partner');

      const partner = await newPage('desktop');
      await signInAs(partner, dataDir(), '9012345601');
      await shoot(partner, 'onboarding-partner-signed-in');
    },
  );
});
