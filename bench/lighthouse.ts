// Lighthouse mobile (its default: simulated Moto G Power on slow 4G) on each customer page of
// issue 16 ('/' as a visitor, the others signed in as a new customer through the cookie header),
// served by the built server on the embedded database, in Debian's Chromium. The reference is a
// minimal static page measured in the same run: the best this device and network can do.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CUSTOMER_PAGES } from '../e2e/support/page-weight.ts';
import { signInCustomer } from '../e2e/support/signed-in-customer.ts';
import { fmt, repoRoot, startServer } from './lib.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run';
const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');

interface Figures {
  score: number;
  lcpMs: number;
  cls: number;
}

async function lighthouse(url: string, headers?: Record<string, string>): Promise<Figures> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cl-lh-'));
  const out = path.join(dir, 'report.json');
  try {
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
          `--chrome-flags=${CHROME_FLAGS}`,
          ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
        ],
        {
          env: { ...process.env, CHROME_PATH: CHROMIUM, TMPDIR: dir },
          stdio: ['ignore', 'ignore', 'pipe'],
          timeout: 180_000,
        },
      );
      child.once('exit', resolve);
    });
    if (code !== 0 || !existsSync(out)) throw new Error(`lighthouse exited ${String(code)} for ${url}`);
    const report = JSON.parse(await readFile(out, 'utf8')) as {
      categories: { performance: { score: number | null } };
      audits: Record<string, { numericValue?: number }>;
    };
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

console.log('Lighthouse mobile (simulated Moto G Power, slow 4G; Debian Chromium)');
if (!existsSync(CHROMIUM)) {
  console.log(`  not measured: no Chromium at ${CHROMIUM} (apt-get install chromium)`);
  process.exit(0);
}

const page =
  '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>ref</title><h1>Reference page</h1><p>Static text, no script.</p></html>';
const reference = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
});
await new Promise<void>((resolve) => reference.listen(0, '127.0.0.1', resolve));
const address = reference.address();
const refUrl = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}/`;
const ref = await lighthouse(refUrl);
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
    let headers: Record<string, string> | undefined;
    if (customerPage.signedIn) {
      const customer = await signInCustomer(server, String((phone += 1)), {
        profile: customerPage.signedIn.profile,
      });
      const product = `productType=${encodeURIComponent(customerPage.signedIn.productType)}`;
      headers = { cookie: `${customer.headers.cookie ?? ''}; ${product}` };
    }
    const f = await lighthouse(`${base}${customerPage.path}`, headers);
    console.log(
      `  ${customerPage.path.padEnd(28)} score ${String(f.score).padStart(3)} | LCP ${fmt(f.lcpMs).padStart(6)} ms | CLS ${f.cls.toFixed(3)} | LCP ${(f.lcpMs / ref.lcpMs).toFixed(2)}x of reference`,
    );
  }
} finally {
  await server.stop();
}
