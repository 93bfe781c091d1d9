import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { MOBILE } from './support/browser.ts';
import { CUSTOMER_PAGES } from './support/page-weight.ts';
import { signInCustomer, useCustomerCookies } from './support/signed-in-customer.ts';

// Issue 16, spec 3: a page comes in the brand it shows (the server writes its colours and font on
// <html>, plugins/brand-style.ts), and the app never sets them again once it has read the brand.
// Before, a signed-in page was drawn in the default brand and restyled when the brand arrived: every
// element styled and laid out twice (~100-240 ms on the low-end phone), and a partner's own site
// painted in our colours first.

/** Every change the app makes to <html>'s style attribute after the page's first bytes. */
function recordHtmlStyleChanges(): void {
  const changes: string[] = [];
  Object.assign(window, { htmlStyleChanges: changes });
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target === document.documentElement) changes.push(record.oldValue ?? '(none)');
    }
  }).observe(document, {
    attributes: true,
    attributeFilter: ['style'],
    attributeOldValue: true,
    subtree: true,
  });
}

async function openSignedIn(
  browser: Browser,
  server: { baseUrl: string; dataDir: string },
  phone: string,
  path: string,
  host: string,
) {
  const customerPage = CUSTOMER_PAGES.find((p) => p.path === path);
  if (!customerPage?.signedIn) throw new Error(`no signed-in customer page ${path}`);
  const baseURL = server.baseUrl.replace(/\/\/(?:127\.0\.0\.1|localhost):/, `//${host}:`);
  const context = await browser.newContext({ ...MOBILE, locale: 'en-IN', baseURL });
  const customer = await signInCustomer(server, phone, { profile: customerPage.signedIn.profile });
  await useCustomerCookies(context, customer, customerPage.signedIn.productType, host);
  await context.addInitScript(recordHtmlStyleChanges);
  const page = await context.newPage();
  await page.goto(customerPage.path);
  await customerPage.usable(page);
  return { context, page };
}

test.describe('the brand from the first paint (issue 16)', () => {
  const cases = [
    { path: '/user/offers', host: 'localhost', partner: 'default' },
    { path: '/user/user-detail', host: 'localhost', partner: 'default' },
    { path: '/products', host: 'vakrangee.localhost', partner: 'vakrangee' }, // a seeded partner host
  ];
  for (const { path, host, partner } of cases) {
    test(`${path} on ${host}: in its brand as it arrives, never restyled`, async ({
      browser,
      server,
      phones,
    }) => {
      const { context, page } = await openSignedIn(browser, server, phones.next(), path, host);
      try {
        const brand: { primaryColor: string } = (
          await (await fetch(`${server.baseUrl}/api/get-partner-by-name/${partner}`)).json()
        ).data;
        // The logo is the last thing the brand's answer brings: the brand has been read by then.
        await expect(page.locator('img.cl-logo__img').first()).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--cl-primary')))
          .toBe(brand.primaryColor);
        await page.waitForLoadState('load');
        const changes = await page.evaluate(() => Reflect.get(window, 'htmlStyleChanges'));
        expect(changes).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
