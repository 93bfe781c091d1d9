import type { Browser, Page } from '@playwright/test';
import { LANGUAGE_COOKIE, type LanguageCode } from '@cl/contracts';
import { expect, test } from './support/fixtures.ts';
import { MOBILE } from './support/browser.ts';
import { CUSTOMER_PAGES } from './support/page-weight.ts';
import { signInCustomer, useCustomerCookies } from './support/signed-in-customer.ts';

// Issue 16, spec 3: a page comes in the brand it shows (the server writes its colours and font on
// <html>, plugins/brand-style.ts), and the app never sets them again once it has read the brand.
// Before, a signed-in page was drawn in the default brand and restyled when the brand arrived: every
// element styled and laid out twice (~100-240 ms on the low-end phone), and a partner's own site
// painted in our colours first.

/** Every change the app makes to <html>'s style or the browser bar's colour after the page's first bytes. */
function recordBrandChanges(): void {
  const changes: string[] = [];
  Object.assign(window, { brandChanges: changes });
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element;
      // Any write to <html>'s style restyles the page; the bar's colour counts when it changes.
      const restyled = target === document.documentElement && record.attributeName === 'style';
      const recoloured =
        target.matches('meta[name="theme-color"]') &&
        record.attributeName === 'content' &&
        target.getAttribute('content') !== record.oldValue;
      if (restyled || recoloured) changes.push(`${target.tagName}: ${record.oldValue ?? '(none)'}`);
    }
  }).observe(document, {
    attributes: true,
    attributeFilter: ['style', 'content'],
    attributeOldValue: true,
    subtree: true,
  });
}

interface Case {
  path: string;
  host: string;
  /** The address's query (`?partner=` names the brand on our own host). */
  query?: string;
  partner: string;
  language: LanguageCode;
}

/** The page opened as a signed-in customer who chose `language` before, in a fresh browser. */
async function openSignedIn(
  browser: Browser,
  server: { baseUrl: string; dataDir: string },
  phone: string,
  { path, host, query = '', language }: Case,
) {
  const customerPage = CUSTOMER_PAGES.find((p) => p.path === path);
  if (!customerPage?.signedIn) throw new Error(`no signed-in customer page ${path}`);
  const baseURL = server.baseUrl.replace(/\/\/(?:127\.0\.0\.1|localhost):/, `//${host}:`);
  const context = await browser.newContext({ ...MOBILE, locale: 'en-IN', baseURL });
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
  await context.addInitScript((code) => {
    localStorage.setItem('cl_language', code); // lib/language-storage.ts LANGUAGE_STORAGE_KEY
  }, language);
  const customer = await signInCustomer(server, phone, { profile: customerPage.signedIn.profile });
  await useCustomerCookies(context, customer, customerPage.signedIn.productType, host);
  await context.addInitScript(recordBrandChanges);
  const page = await context.newPage();
  await page.goto(`${customerPage.path}${query}`);
  return { context, page };
}

/** Resolves when the page is usable: its form's first field or its first offer is on screen. */
async function usable(page: Page, path: string): Promise<void> {
  const first = {
    '/user/offers': page.getByRole('article'),
    '/user/user-detail': page.locator('[name="first_name"]'),
    '/user/business-detail': page.locator('[name="business_name"]'),
    '/products': page.getByRole('heading', { level: 1 }),
  }[path];
  if (!first) throw new Error(`no usable check for ${path}`);
  await first.first().waitFor({ timeout: 30_000 });
}

test.describe('the brand from the first paint (issue 16)', () => {
  const cases: Case[] = [
    { path: '/user/offers', host: 'localhost', partner: 'default', language: 'en' },
    { path: '/user/user-detail', host: 'localhost', partner: 'default', language: 'en' },
    // A seeded partner's own host, in English and in Hindi.
    { path: '/products', host: 'vakrangee.localhost', partner: 'vakrangee', language: 'en' },
    { path: '/user/business-detail', host: 'vakrangee.localhost', partner: 'vakrangee', language: 'hi' },
    { path: '/user/offers', host: 'vakrangee.localhost', partner: 'vakrangee', language: 'hi' },
    // A partner's link to our own host.
    {
      path: '/user/user-detail',
      host: 'localhost',
      query: '?partner=vakrangee',
      partner: 'vakrangee',
      language: 'hi',
    },
  ];
  for (const c of cases) {
    const { path, host, query = '', partner, language } = c;
    test(`${path}${query} on ${host} in ${language}: in its brand as it arrives, never restyled`, async ({
      browser,
      server,
      phones,
    }) => {
      const { context, page } = await openSignedIn(browser, server, phones.next(), c);
      try {
        await usable(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const brand: { primaryColor: string; secondaryColor: string } = (
          await (await fetch(`${server.baseUrl}/api/get-partner-by-name/${partner}`)).json()
        ).data;
        // The logo is the last thing the brand's answer brings: the brand has been read by then.
        await expect(page.locator('img.cl-logo__img').first()).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--cl-primary')))
          .toBe(brand.primaryColor);
        await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
          'content',
          brand.secondaryColor,
        );
        await page.waitForLoadState('load');
        const changes = await page.evaluate(() => Reflect.get(window, 'brandChanges'));
        expect(changes).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
