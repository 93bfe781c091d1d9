import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type BrowserPage, type ViewportName } from './support/browser.ts';
import { latestCode } from './support/outbox.ts';
import { signInAs } from './support/partner.ts';
import { shoot } from './support/screenshot.ts';
import { startServer, type RunningServer } from './support/server.ts';

// Issue 13: an admin (role 1) gives the Vakrangee white-label site its own licensed insurance
// partner on /admin/partners/:id; a customer on that site (vakrangee.localhost, seeded) on a
// 360 px phone is handed to it, in English and Hindi, while our own site keeps the default.
// Screenshots: test-results/screens/insurance-*.png.

const ROOT = { email: 'root@credilink.in', password: 'root-password-2026!' };
const DEFAULT = {
  INSURANCE_PARTNER_NAME: 'Suraksha Insurance Web Aggregator Pvt Ltd',
  INSURANCE_PARTNER_URL: 'https://insurance.partner.invalid/start',
  INSURANCE_PARTNER_LICENCE: 'IRDAI/WBA/123/2026',
};
const KAVACH = {
  name: 'Kavach Insurance Brokers Pvt Ltd',
  url: 'https://kavach.example.in/vakrangee',
  licence: 'IRDA/DB 797/19',
};

let server: RunningServer;
let browser: Browser;
const opened: BrowserPage[] = [];

beforeAll(async () => {
  server = await startServer({ ...DEFAULT, ADMIN_EMAIL: ROOT.email, ADMIN_PASSWORD: ROOT.password });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const { context } of opened) await context.close().catch(() => undefined);
  await browser.close();
  await server.stop();
});

async function newPage(viewport: ViewportName, host = 'localhost'): Promise<Page> {
  const opening = await openPage(browser, server.baseUrl.replace('localhost', host), viewport);
  opened.push(opening);
  return opening.page;
}

async function signInCustomer(page: Page, mobile: string, hindi: boolean): Promise<void> {
  await page.goto('/login');
  if (hindi) await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.locator('input[type="tel"]').fill(mobile);
  await page.getByRole('button', { name: hindi ? 'OTP पाएँ' : 'Get OTP' }).click();
  await page.waitForURL('**/verification');
  await page.locator('input[name="otp"]').fill(await latestCode(server.dataDir, mobile));
  await page.getByRole('button', { name: hindi ? 'सत्यापित करें' : 'Verify' }).click();
  await page.waitForURL((url) => !url.pathname.includes('verification'));
}

/** The products page chooses insurance (the journey guard needs a chosen product). */
async function chooseInsurance(page: Page, hindi: boolean): Promise<void> {
  await page.getByRole('button', { name: hindi ? /अन्य बीमा/ : /Other Insurance/ }).click();
  await page.waitForURL('**/user/insurance/transaction');
}

describe('insurance partner per white-label site (issue 13)', () => {
  it('admin role 1 sets the site partner; the form refuses http:// first', { timeout: 120_000 }, async () => {
    const page = await newPage('desktop');
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ROOT.email);
    await page.getByLabel('Password', { exact: true }).fill(ROOT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/partners');
    await page.getByRole('link', { name: 'Vakrangee', exact: true }).click();
    await page.getByRole('heading', { name: 'Insurance partner' }).waitFor();
    await page.getByText('This site has no insurance partner of its own').waitFor();

    await page.getByLabel('Registered name').fill(KAVACH.name);
    await page.getByLabel('Hand-off address').fill('http://kavach.example.in/vakrangee');
    await page.getByLabel('IRDAI registration number').fill('irda/db 797/19');
    await page.getByRole('button', { name: 'Save insurance partner' }).click();
    await page.getByText('Enter an https:// address').waitFor();
    await shoot(page, 'insurance-admin-refused');

    await page.getByLabel('Hand-off address').fill(KAVACH.url);
    await page.getByRole('button', { name: 'Save insurance partner' }).click();
    await page
      .getByText(`This site hands insurance to ${KAVACH.name} (IRDAI no. ${KAVACH.licence}).`)
      .waitFor();
    expect(await page.getByLabel('IRDAI registration number').inputValue()).toBe(KAVACH.licence);
    await shoot(page, 'insurance-admin-saved');
  });

  it(
    'hands a customer on the partner site to its partner, in English and Hindi',
    { timeout: 120_000 },
    async () => {
      const en = await newPage('mobile', 'vakrangee.localhost');
      expect(en.viewportSize()?.width).toBe(360);
      await signInCustomer(en, '9876500141', false);
      await chooseInsurance(en, false);
      // The site names its own brand (the partner's title), not the marketplace.
      await en
        .getByText(
          `Vakrangee Loans does not sell insurance. ${KAVACH.name}, IRDAI licence no. ${KAVACH.licence}, will contact you and arrange it.`,
        )
        .waitFor();
      await shoot(en, 'insurance-site-en');
      expect(
        await en.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await en.getByRole('checkbox', { name: new RegExp(`shared with ${KAVACH.name}`) }).check();
      await en.getByRole('button', { name: 'Agree and continue' }).click();
      const link = en.getByRole('link', { name: 'Continue to our insurance partner' });
      expect(await link.getAttribute('href')).toBe(KAVACH.url);

      const hi = await newPage('mobile', 'vakrangee.localhost');
      await signInCustomer(hi, '9876500142', true);
      await chooseInsurance(hi, true);
      await hi.getByText(`${KAVACH.name}, IRDAI लाइसेंस संख्या ${KAVACH.licence}`, { exact: false }).waitFor();
      await shoot(hi, 'insurance-site-hi');
      expect(
        await hi.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

      // Our own site still hands off to the default partner.
      const ours = await newPage('mobile');
      await signInCustomer(ours, '9876500143', false);
      await chooseInsurance(ours, false);
      await ours
        .getByText(`${DEFAULT.INSURANCE_PARTNER_NAME}, IRDAI licence no.`, { exact: false })
        .waitFor();
    },
  );

  it("shows the partner its site's insurer partner, read-only", async () => {
    const page = await newPage('desktop');
    await signInAs(page, server.dataDir, '9800000001'); // Vakrangee's sample owner
    await page.goto('/partner/product-offering/insurance');
    await page.getByRole('heading', { name: "Your site's insurance partner" }).waitFor();
    await page.getByText(/chosen for your site/).waitFor();
    await page.getByText(KAVACH.licence, { exact: true }).waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    await shoot(page, 'insurance-partner-portal');
  });
});
