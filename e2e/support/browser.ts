import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath } from './paths.ts';

// Debian's Chromium, never a downloaded browser. Playwright gives every launch a fresh, temporary
// --user-data-dir of its own (and refuses one in `args`), so no profile leaks between runs.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export const VIEWPORTS = {
  mobile: { width: 360, height: 740 },
  desktop: { width: 1366, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: ARGS });
}

export interface BrowserPage {
  context: BrowserContext;
  page: Page;
}

/** A new context (own cookies and storage) and page, sized like a low-end phone or a desktop. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName = 'mobile',
): Promise<BrowserPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: viewport === 'mobile' ? 2 : 1,
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    locale: 'en-IN',
  });
  const page = await context.newPage();
  return { context, page };
}
