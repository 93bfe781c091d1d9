import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, MOBILE } from './e2e/support/browser.ts';

// End-to-end (ADR 019): the built server and web app in Debian's Chromium. `npm run test:e2e`
// builds first; e2e/support/fixtures.ts starts one server per worker. One worker: the machine has
// two cores, and the server and Chromium already use both.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  workers: 1,
  fullyParallel: false,
  // No test.only lands; pick tests with `npx playwright test e2e/file.e2e.ts:line` or -g instead.
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // A loaded two-core machine renders slowly; an assertion retries this long before it fails.
  expect: { timeout: 15_000 },
  // Failure screenshots (and traces with --trace on); review screenshots: test-results/screens/.
  outputDir: './test-results/playwright',
  reporter: 'list',
  use: {
    ...MOBILE,
    locale: 'en-IN',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
});
