import type { BrowserContextOptions } from '@playwright/test';

/** Debian's Chromium (apt's `chromium`), never a browser downloaded by Playwright (ADR 019). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

// Playwright gives every launch a fresh, temporary --user-data-dir of its own (and refuses one in
// `args`), so no profile leaks between runs. No background traffic, no component updates.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** A low-end phone, the width most customers have (issue 1: 360x740). The suite's default. */
export const MOBILE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} satisfies BrowserContextOptions;

/** The admin console and partner portal are used at a desk. `test.use(DESKTOP)` in a file or describe. */
export const DESKTOP = {
  viewport: { width: 1366, height: 900 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
} satisfies BrowserContextOptions;

export const VIEWPORTS = { mobile: MOBILE, desktop: DESKTOP } as const;
export type ViewportName = keyof typeof VIEWPORTS;
