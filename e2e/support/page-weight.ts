import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type LanguageCode } from '@cl/contracts';
import { MOBILE } from './browser.ts';
import { repoRoot } from './paths.ts';
import { signInCustomer, useCustomerCookies } from './signed-in-customer.ts';

// Issue 16: what a customer page really costs, as a browser loads it: every script and
// stylesheet it fetched (not only what index.html names), gzipped at level 9 in the same way for
// every file, and the requests made before the page is usable. bench/web-bundle.ts prints these
// figures and e2e/customer-page-weight.e2e.ts holds them under budgets.

export interface CustomerPage {
  path: string;
  /** The host it is asked of: 'localhost' (our site) unless another (a partner's own host). */
  host?: string;
  /** Signed in, and the product chosen (the /user guard reads it), or a visitor. */
  signedIn: false | { profile: boolean; productType: string };
  /** Resolves when the customer can use the page: its form or its first offer is on screen. */
  usable: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('heading', { name }).first().waitFor({ timeout: 30_000 });
};
const field = (name: string) => async (page: Page) => {
  await page.locator(`[name="${name}"]`).first().waitFor({ timeout: 30_000 });
};

/** The business form's title in every language the tests open it in. */
const businessFormTitle = new RegExp(
  `^(${(['en', 'hi'] as const)
    .map((code) => {
      const texts = JSON.parse(
        readFileSync(path.join(repoRoot, `apps/web/src/locales/${code}/journey.json`), 'utf8'),
      ) as { forms: { business: { title: string } } };
      return texts.forms.business.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('|')})$`,
);

export const CUSTOMER_PAGES: CustomerPage[] = [
  { path: '/', signedIn: false, usable: heading('Sign in') },
  {
    path: '/products',
    signedIn: { profile: false, productType: 'Personal Loans' },
    usable: heading('What are you looking for?'),
  },
  {
    path: '/user/user-detail',
    signedIn: { profile: true, productType: 'Personal Loans' },
    usable: field('first_name'),
  },
  {
    path: '/user/offers',
    signedIn: { profile: true, productType: 'Personal Loans' },
    usable: async (page) => {
      await page.getByRole('article').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    path: '/user/business-detail',
    signedIn: { profile: false, productType: 'Business Loans' },
    // The business form's title and first field, as the personal form's first field: what fills a
    // phone's first screen. Its business section comes below the fold, in the render after the
    // first paint (ProfileFormShell), so waiting for it timed that second render too.
    usable: async (page) => {
      await heading(businessFormTitle)(page);
      await field('first_name')(page);
    },
  },
];

export interface LoadedFile {
  url: string;
  kind: 'script' | 'stylesheet';
  gzipBytes: number;
}

export interface PageWeight {
  path: string;
  /** Every request (document, scripts, styles, API, fonts, images) until the page was usable. */
  requestsBeforeUsable: number;
  /** Every script and stylesheet fetched until the network was quiet after the browser's idle time. */
  files: LoadedFile[];
  jsCssGzipBytes: number;
  /**
   * Scripts and stylesheets fetched before the page was usable that the page the server sent does
   * not name (script, modulepreload, stylesheet, preload): each was asked for only once other code
   * had run, a round trip after the start files (issue 16: none for the signed-in pages).
   */
  unnamedBeforeUsable: string[];
  /** Every request before the page was usable, as method and path (query names and values kept). */
  beforeUsable: string[];
  /** Requests answered with an error or not at all (a file the page names that the build lacks). */
  failed: string[];
}

/** Loads one customer page in a fresh context (cold cache) and weighs what it fetched. */
export async function weighPage(
  browser: Browser,
  server: { baseUrl: string; dataDir: string },
  customerPage: CustomerPage,
  phone: string,
  contextOptions: BrowserContextOptions = MOBILE,
  language: LanguageCode = DEFAULT_LANGUAGE,
): Promise<PageWeight> {
  // 'localhost' or a name under it: the session cookies are Secure, which browsers accept there over http.
  const host = customerPage.host ?? 'localhost';
  const baseURL = server.baseUrl.replace(/\/\/(?:127\.0\.0\.1|localhost):/, `//${host}:`);
  const context = await browser.newContext({ ...contextOptions, locale: 'en-IN', baseURL });
  try {
    // The language a customer chose earlier: the app keeps it in localStorage and in a cookie the
    // server reads (the page's texts named in its head are that language's).
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
    await context.addInitScript((code) => {
      localStorage.setItem('cl_language', code); // lib/language-storage.ts LANGUAGE_STORAGE_KEY
    }, language);
    if (customerPage.signedIn) {
      const customer = await signInCustomer(server, phone, { profile: customerPage.signedIn.profile });
      await useCustomerCookies(context, customer, customerPage.signedIn.productType, host);
    }
    const page = await context.newPage();
    let requests = 0;
    let inFlight = 0;
    let lastActivity = Date.now();
    let usable = false;
    const codeBeforeUsable: string[] = [];
    const beforeUsable: string[] = [];
    page.on('request', (request) => {
      const kind = request.resourceType();
      const url = new URL(request.url());
      if (!usable) beforeUsable.push(`${request.method()} ${url.pathname}${url.search}`);
      if (!usable && (kind === 'script' || kind === 'stylesheet'))
        codeBeforeUsable.push(new URL(request.url()).pathname);
      requests += 1;
      inFlight += 1;
      lastActivity = Date.now();
    });
    const settled = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    const bodies: Promise<LoadedFile | null>[] = [];
    const failed: string[] = [];
    page.on('requestfailed', (request) =>
      failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.url()} ${String(response.status())}`);
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet') return;
      const url = new URL(response.url()).pathname;
      bodies.push(
        response
          .body()
          .then((body): LoadedFile => ({ url, kind, gzipBytes: gzip(body) }))
          .catch(() => null),
      );
    });
    const document = await page.goto(customerPage.path);
    const html = (await document?.text()) ?? '';
    await customerPage.usable(page);
    usable = true;
    const requestsBeforeUsable = requests;
    const named = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
    // What the page fetches once the browser is idle counts too: wait for its idle callbacks
    // (the app's own run first), then for the network to stay quiet.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(
            () => {
              resolve();
            },
            { timeout: 8000 },
          ),
        ),
    );
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const files = (await Promise.all(bodies)).filter((file): file is LoadedFile => file !== null);
    return {
      path: customerPage.path,
      requestsBeforeUsable,
      files,
      jsCssGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      unnamedBeforeUsable: codeBeforeUsable.filter((url) => !named.has(url)),
      beforeUsable,
      failed,
    };
  } finally {
    await context.close();
  }
}

/** No request for this long after the idle callbacks: the page has fetched what it will. */
const QUIET_MS = 1500;

const gzip = (body: Buffer) => gzipSync(body, { level: 9 }).length;
