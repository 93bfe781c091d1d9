import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, openPage, type BrowserPage, type ViewportName } from './browser.ts';
import { resultsDir } from './paths.ts';
import { startServer, type RunningServer } from './server.ts';

export interface E2eApp {
  readonly baseUrl: string;
  readonly page: Page;
  readonly browser: Browser;
}

/**
 * One server and browser per spec file; a fresh page per test. A failing test leaves a full-page
 * screenshot in test-results/ named after it, and the server's output in the error.
 */
export function useApp(viewport: ViewportName = 'mobile'): E2eApp {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let current: BrowserPage | undefined;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    if (!browser || !server) throw new Error('e2e app not started');
    current = await openPage(browser, server.baseUrl, viewport);
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && current) {
      await mkdir(resultsDir, { recursive: true });
      const name = `${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}.png`;
      await current.page
        .screenshot({ path: path.join(resultsDir, name), fullPage: true })
        .catch(() => undefined);
      console.error(
        `Screenshot: test-results/${name}\nServer output (tail):\n${server?.output().slice(-3000) ?? ''}`,
      );
    }
    await current?.context.close();
    current = undefined;
  });

  return {
    get baseUrl() {
      if (!server) throw new Error('e2e app not started');
      return server.baseUrl;
    },
    get page() {
      if (!current) throw new Error('no page: use it inside a test');
      return current.page;
    },
    get browser() {
      if (!browser) throw new Error('e2e app not started');
      return browser;
    },
  };
}
