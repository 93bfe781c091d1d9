// Lighthouse mobile (its default: simulated Moto G Power on slow 4G) on each customer page of
// issue 16 ('/' as a visitor, the others signed in as a new customer), served by the built server
// on the embedded database, in Debian's Chromium. The reference is a minimal static page measured
// in the same run: the best this device and network can do. Each page gets a fresh browser, which
// Lighthouse drives through its debugging port; a signed-in page's cookies are put in that
// browser's jar first, as a browser that signed in holds them. (Until 2026-11-26 they went as a
// Cookie header: the page's script could not read the product cookie, so the signed-in pages sent
// the customer elsewhere and their figures were not theirs.)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CUSTOMER_PAGES } from '../e2e/support/page-weight.ts';
import { signInCustomer, useCustomerCookies } from '../e2e/support/signed-in-customer.ts';
import { fmt, freePort, repoRoot, startReferencePage, startServer } from './lib.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');

interface Figures {
  score: number;
  lcpMs: number;
  cls: number;
}

/** Lighthouse on `url` in a fresh headless Chromium; `prepare` may fill its cookie jar first. */
async function lighthouse(
  url: string,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Figures> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cl-lh-'));
  const out = path.join(dir, 'report.json');
  const port = await freePort();
  const browser = await chromium.launchPersistentContext(path.join(dir, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${String(port)}`],
  });
  let stderr = '';
  try {
    await prepare?.(browser);
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          cli,
          url,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
          `--port=${String(port)}`,
        ],
        {
          env: { ...process.env, CHROME_PATH: CHROMIUM, TMPDIR: dir },
          stdio: ['ignore', 'ignore', 'pipe'],
          timeout: 180_000,
        },
      );
      child.stderr.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-2_000);
      });
      child.once('exit', resolve);
    });
    if (code !== 0 || !existsSync(out))
      throw new Error(`lighthouse exited ${String(code)} for ${url}:\n${stderr}`);
    const report = JSON.parse(await readFile(out, 'utf8')) as {
      finalDisplayedUrl?: string;
      categories: { performance: { score: number | null } };
      audits: Record<string, { numericValue?: number }>;
    };
    // A page that sent the customer elsewhere measured that other page.
    const shown = report.finalDisplayedUrl ? new URL(report.finalDisplayedUrl).pathname : null;
    if (shown !== null && shown !== new URL(url).pathname)
      throw new Error(`${url} ended at ${shown}: not the page asked for`);
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
}

console.log('Lighthouse mobile (simulated Moto G Power, slow 4G; Debian Chromium)');
if (!existsSync(CHROMIUM)) {
  console.log(`  not measured: no Chromium at ${CHROMIUM} (apt-get install chromium)`);
  process.exit(0);
}

const reference = await startReferencePage();
const ref = await lighthouse(reference.url);
reference.close();
console.log(
  `  reference static page        score ${String(ref.score).padStart(3)} | LCP ${fmt(ref.lcpMs).padStart(6)} ms | reference`,
);

const server = await startServer({ LENDER_SANDBOX: 'false', RUN_WORKERS: 'false', OTP_RESEND_SECONDS: '0' });
try {
  // 'localhost' like a person's browser (Secure cookies work there over http).
  const base = server.baseUrl.replace('127.0.0.1', 'localhost');
  let phone = 9_400_000_000;
  for (const customerPage of CUSTOMER_PAGES) {
    const { signedIn } = customerPage;
    const customer = signedIn
      ? await signInCustomer(server, String((phone += 1)), { profile: signedIn.profile })
      : null;
    const f = await lighthouse(
      `${base}${customerPage.path}`,
      signedIn && customer
        ? (context) => useCustomerCookies(context, customer, signedIn.productType)
        : undefined,
    );
    console.log(
      `  ${customerPage.path.padEnd(28)} score ${String(f.score).padStart(3)} | LCP ${fmt(f.lcpMs).padStart(6)} ms | CLS ${f.cls.toFixed(3)} | LCP ${(f.lcpMs / ref.lcpMs).toFixed(2)}x of reference`,
    );
  }
} finally {
  await server.stop();
}
