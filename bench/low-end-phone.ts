// Issue 16: how long a customer on a low-end Android phone on slow 4G waits for each customer
// page to be usable (its form, its first offer), in Debian's Chromium at 360 px with the issue's
// profile (CPU slowed 4x, 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip), cold (a fresh
// browser profile) and warm (the same page again, its files in the cache). Wall time from the
// navigation to the page usable, as the issue measured it; the reference is a static page with
// one heading under the same profile in the same run. Median of 3; prints, never fails.
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, MOBILE } from '../e2e/support/browser.ts';
import { CUSTOMER_PAGES, type CustomerPage } from '../e2e/support/page-weight.ts';
import { signInCustomer, useCustomerCookies } from '../e2e/support/signed-in-customer.ts';
import { fmt, median, startReferencePage, startServer } from './lib.ts';

const RUNS = 5;

/** The low-end phone, on this page's connection to the browser. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Milliseconds from the navigation to `usable`, on a page with the phone's profile. */
async function timeTo(page: Page, url: string, usable: (page: Page) => Promise<void>): Promise<number> {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await usable(page);
  return performance.now() - started;
}

interface Timing {
  cold: number;
  warm: number;
}

/** Cold then warm, each in a new context whose cookies `prepare` sets. */
async function measure(
  browser: Browser,
  baseURL: string,
  path: string,
  usable: (page: Page) => Promise<void>,
  prepare?: (context: Awaited<ReturnType<Browser['newContext']>>) => Promise<void>,
): Promise<Timing> {
  const context = await browser.newContext({ ...MOBILE, locale: 'en-IN', baseURL });
  try {
    await prepare?.(context);
    const page = await context.newPage();
    await throttle(page);
    const cold = await timeTo(page, path, usable);
    await page.goto('about:blank');
    const warm = await timeTo(page, path, usable);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

console.log(
  'low-end phone (CPU 4x slower, 1.6 Mbit/s, 150 ms RTT; Chromium 360 px): time to usable, median of 5',
);
const reference = await startReferencePage();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const server = await startServer({ LENDER_SANDBOX: 'false', RUN_WORKERS: 'false', OTP_RESEND_SECONDS: '0' });
try {
  const refRuns: Timing[] = [];
  for (let run = 0; run < RUNS; run += 1)
    refRuns.push(
      await measure(browser, reference.url, '/', async (page) => {
        await page.getByRole('heading', { name: 'Reference page' }).waitFor();
      }),
    );
  const ref = { cold: median(refRuns.map((r) => r.cold)), warm: median(refRuns.map((r) => r.warm)) };
  console.log(
    `  reference static page          cold ${fmt(ref.cold).padStart(6)} ms | warm ${fmt(ref.warm).padStart(6)} ms`,
  );
  const baseURL = server.baseUrl.replace('127.0.0.1', 'localhost'); // Secure cookies over http
  let phone = 9_500_000_000;
  for (const customerPage of CUSTOMER_PAGES) {
    const runs: Timing[] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await measurePage(browser, server, baseURL, customerPage, String((phone += 1))));
    const cold = median(runs.map((r) => r.cold));
    const warm = median(runs.map((r) => r.warm));
    console.log(
      `  ${customerPage.path.padEnd(30)} cold ${fmt(cold).padStart(6)} ms | warm ${fmt(warm).padStart(6)} ms | ${(cold / ref.cold).toFixed(1)}x / ${(warm / ref.warm).toFixed(1)}x of reference | goal 3,000 / 1,500 ms`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  reference.close();
}

async function measurePage(
  browser: Browser,
  server: Awaited<ReturnType<typeof startServer>>,
  baseURL: string,
  customerPage: CustomerPage,
  phone: string,
): Promise<Timing> {
  const { signedIn } = customerPage;
  const customer = signedIn ? await signInCustomer(server, phone, { profile: signedIn.profile }) : null;
  return measure(
    browser,
    baseURL,
    customerPage.path,
    customerPage.usable,
    signedIn && customer
      ? (context) => useCustomerCookies(context, customer, signedIn.productType)
      : undefined,
  );
}
