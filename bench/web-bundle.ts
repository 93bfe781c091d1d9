// What each customer page really loads (issue 16), measured in Debian's Chromium at 360 px on the
// built server: every script and stylesheet it fetched until the network went idle (gzip level 9,
// not only the files index.html names), and the requests made before the page was usable (its
// form, or its first offer, on screen). The reference is the goal: 75 KB for '/'. The
// same figures are held under budgets by e2e/customer-page-weight.e2e.ts. Prints; never fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { CUSTOMER_PAGES, weighPage } from '../e2e/support/page-weight.ts';
import { startServer } from './lib.ts';

const GOAL_KB = 75;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// What index.html names (entry and modulepreloads): the old, partial count, kept for comparison.
// A visitor's '/' is the prerendered sign-in page since issue 16 (ADR 027): its own files are
// weighed as the browser loads them, like every page; this line is the app's start files.
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
const namedGz = named.reduce(
  (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
  0,
);

console.log('customer pages in Chromium, 360 px, cold cache (JS+CSS gzipped, every file loaded)');
const server = await startServer({ LENDER_SANDBOX: 'false', RUN_WORKERS: 'false', OTP_RESEND_SECONDS: '0' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  let phone = 9_200_000_000;
  let start = 0;
  for (const customerPage of CUSTOMER_PAGES) {
    const weight = await weighPage(browser, server, customerPage, String((phone += 1)));
    if (customerPage.path === '/') start = weight.jsCssGzipBytes;
    const scripts = weight.files.filter((f) => f.kind === 'script').length;
    console.log(
      `  ${customerPage.path.padEnd(22)} ${kb(weight.jsCssGzipBytes).padStart(9)} in ${String(weight.files.length).padStart(2)} files (${scripts} scripts) | ${String(weight.requestsBeforeUsable).padStart(2)} requests before usable`,
    );
  }
  console.log(
    `  '/' against the ${GOAL_KB} KB goal: ${(start / (GOAL_KB * 1024)).toFixed(2)}x; the app's start files (index.html) are ${kb(namedGz)} (${named.length} files), loaded after Get OTP`,
  );
} finally {
  await browser.close();
  await server.stop();
}
