import { expect, test } from './support/fixtures.ts';
import { MOBILE } from './support/browser.ts';
import { CUSTOMER_PAGES, weighPage, type CustomerPage, type PageWeight } from './support/page-weight.ts';
import { COMPILE_HINT, HINTED_CHUNKS } from '../apps/web/compile-hints-build.ts';

// Issue 16: what each customer page really loads, in Chromium at 360 px with a cold cache: every
// script and stylesheet it fetched (gzipped), and every request made before the page was usable.
// Not timed. The budgets are what the pages reach now plus a small margin (a few KB, a few
// requests: idle-time loads race the "usable" moment), so they cannot creep back; lower them as
// pages get lighter. bench/web-bundle.ts prints the same figures. The goal for '/' is 75 KB.
// 2026-11-26: '/' without MUI (ADR 027); the signed-in pages' budgets rose by 3 KB once, for the
// shell's stylesheet, which every customer page now loads besides MUI (see the ADR). Later that day
// /user/offers took 1 KB for the network journey (a network lender's form action, its offer's
// Apply, the waiting state and its polling: issue 17, ADR 034).
// 2026-11-26: /products without MUI (ADR 027): 243.9 -> 179.2 KB, 45 -> 33 requests.
// 2026-11-26: the profile forms without MUI (ADR 027): /user/user-detail and /user/business-detail
// 289.6 -> 204.2 KB, 53 -> 41 requests; /user/offers 329.9 -> 327.0 KB, 78 -> 77 requests (the
// journey screens' chunk, which its guard loads, no longer holds the OTP screens).
// 2026-11-26: /user/offers without MUI (ADR 027): 329.9 -> 210.2 KB, 78 -> 45 requests; with it
// the session controls and what they import are one file (vite.config.ts): /products 179.3 ->
// 178.1 KB, 33 -> 24 requests (the profile pages: 289.6 -> 286.9 KB, 53 -> 42).
// Both together, measured after the merge: /products 178.6 KB, 25 requests; the profile forms
// 201.5 KB, 30; /user/offers 210.4 KB, 45.
// 2026-11-26 (evening): small shared modules in the signed-in shell, the form library with the
// customer's field as one file, the offer pages' data and formats as one (vite.config.ts):
// /products 178.5 KB, 20 requests; the profile forms 201.3 KB, 23; /user/offers 208.1 KB, 32.
// 2026-11-26: '/' is the prerendered sign-in page with its own small script, React only after Get
// OTP, Help or the menu (ADR 027 option 3): 126.9 -> 8.2 KB, 5 -> 2 files, 11 -> 6 requests.
// 2026-11-26 (night): the icon in the page, page views sent when idle: one request fewer on each
// (/ 5, /products 19, the profile forms 22, /user/offers 31); the pages' own code named in their
// head, fetched with the start files (plugins/page-code.ts): the same files, no longer in a chain.
// Then every stylesheet as one file (vite.config.ts cssCodeSplit): the signed-in pages lose up to
// six small stylesheets (/products 17 requests, the profile forms 20, /user/offers 24); '/' loads
// the whole app's 6.2 KB of CSS where it loaded the start page's 2.5 KB (8.2 -> 11.8 KB), and every
// later page needs none.
// 2026-11-27: a signed-in page's data inside it (plugins/boot-answers.ts), a 404 for a stylesheet
// chunk gone, the offers page's own code and the outreach contract each in one group, optional
// work after the load event: /products 14 requests, the profile forms 15, /user/offers 15 (the
// issue's goal). One over is allowed: the page view goes once the page has loaded and the browser
// is idle, which on this fast machine can come before the test sees the page usable.
// 2026-11-27 (afternoon): the user record's contract apart from the forms' (contracts
// api/user-record.ts): /products 181.4 -> 180.3 KB, /user/offers 205.7 -> 204.8 KB.
// 2026-12-07 (night): the outreach contract (admin and merchant schemas) no longer rides in the
// forms group; the one consent the profile page gives is in api/profile.ts: the profile forms
// 204.6 -> 203.5 KB, and some fifteen schemas fewer built as they load.
const BUDGETS: Record<string, { kb: number; requests: number }> = {
  '/': { kb: 13, requests: 6 },
  '/products': { kb: 182, requests: 15 },
  '/user/user-detail': { kb: 205, requests: 16 },
  '/user/offers': { kb: 207, requests: 16 },
  '/user/business-detail': { kb: 205, requests: 16 },
};

/**
 * Code fetched before the page was usable that its head did not name. The toasts' file is
 * fetched when the first is raised, which the offers page does as its offers arrive: it may be
 * asked for as the first offer shows.
 */
const lateCode = (weight: PageWeight) =>
  weight.unnamedBeforeUsable.filter((url) => !url.startsWith('/assets/toast-host-'));

/** The API reads made before the page was usable, less the brand's logo images. */
const dataReads = (weight: PageWeight) =>
  weight.beforeUsable.filter(
    (request) => request.startsWith('GET /api/') && !request.startsWith('GET /api/brand-logo/'),
  );

/** The products page of CUSTOMER_PAGES, which two tests below load in another way. */
function productsPage(): CustomerPage {
  const products = CUSTOMER_PAGES.find((p) => p.path === '/products');
  if (!products) throw new Error('CUSTOMER_PAGES has no /products');
  return products;
}

test.describe('customer page weight (issue 16)', () => {
  for (const customerPage of CUSTOMER_PAGES) {
    const budget = BUDGETS[customerPage.path];
    test(`${customerPage.path} stays within its request and all-files byte budget`, async ({
      browser,
      server,
      phones,
    }) => {
      expect(budget, `no budget for ${customerPage.path}`).toBeDefined();
      if (!budget) return;
      const weight = await weighPage(browser, server, customerPage, phones.next());
      const kb = weight.jsCssGzipBytes / 1024;
      console.info(
        `${customerPage.path}: ${kb.toFixed(1)} KB gz JS+CSS in ${weight.files.length} files, ${weight.requestsBeforeUsable} requests before usable`,
      );
      expect(weight.files.length).toBeGreaterThan(0);
      // Nothing it asks for fails: every file its head names is in the build.
      expect(weight.failed).toEqual([]);
      expect(kb).toBeLessThanOrEqual(budget.kb);
      expect(weight.requestsBeforeUsable).toBeLessThanOrEqual(budget.requests);
      // Its code and texts come with the start files, not a round trip after other code has run.
      if (customerPage.signedIn) expect(lateCode(weight)).toEqual([]);
      // Its data came inside the page (plugins/boot-answers.ts): no read waited for the start files.
      if (customerPage.signedIn) expect(dataReads(weight)).toEqual([]);
    });
  }

  // spec 2: on a partner's own host the products are its home, in the partner's brand.
  test("a partner's own host: its home, the products, comes with its code and data", async ({
    browser,
    server,
    phones,
  }) => {
    const products = productsPage();
    let logoWithTheProducts = 0;
    const home: CustomerPage = {
      ...products,
      path: '/',
      host: 'vakrangee.localhost', // a seeded partner host
      // The partner's logo is drawn in the render that draws the products, the brand having come
      // inside the page: its image is in the page when the products show. (Whether its request had
      // reached this test by then is a race with the browser's events, not the page's doing.)
      usable: async (page) => {
        await products.usable(page);
        logoWithTheProducts = await page
          .locator('img.cl-logo__img[src$="/api/brand-logo/vakrangee.svg"]')
          .count();
      },
    };
    const weight = await weighPage(browser, server, home, phones.next());
    expect(logoWithTheProducts).toBeGreaterThan(0);
    expect(weight.failed).toEqual([]);
    expect(weight.requestsBeforeUsable).toBeLessThanOrEqual(BUDGETS['/products']?.requests ?? 0);
    expect(lateCode(weight)).toEqual([]);
    expect(dataReads(weight)).toEqual([]);
  });

  // ADR 027: the start files a signed-in page runs before it is drawn begin with V8's compile
  // hint (compiled whole off the main thread); a page's own code does not.
  test('the start files of a signed-in page carry the compile hint, its own code does not', async ({
    browser,
    server,
    phones,
  }) => {
    const weight = await weighPage(browser, server, productsPage(), phones.next());
    const scripts = weight.files.filter((file) => file.kind === 'script').map((file) => file.url);
    const groupOf = (url: string) => /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(url)?.[1] ?? url;
    const hinted: string[] = [];
    const plain: string[] = [];
    for (const url of scripts) {
      const text = await (await fetch(`${server.baseUrl}${url}`)).text();
      (text.startsWith(COMPILE_HINT) ? hinted : plain).push(groupOf(url));
    }
    // The entry (index) and every group HINTED_CHUNKS names; the products page's own files plain.
    expect(hinted.sort()).toEqual(['index', ...HINTED_CHUNKS].sort());
    expect(plain).toContain('products-route');
    expect(plain.every((group) => !HINTED_CHUNKS.has(group) && group !== 'index')).toBe(true);
  });

  // A customer who chose Hindi: the server names that language's texts in the page.
  for (const customerPage of CUSTOMER_PAGES.filter((p) => p.path.startsWith('/user/'))) {
    test(`${customerPage.path} in Hindi fetches no code before it is usable that its head did not name`, async ({
      browser,
      server,
      phones,
    }) => {
      const weight = await weighPage(browser, server, customerPage, phones.next(), MOBILE, 'hi');
      expect(weight.files.some((file) => file.kind === 'script')).toBe(true);
      expect(weight.failed).toEqual([]);
      expect(lateCode(weight)).toEqual([]);
    });
  }
});
