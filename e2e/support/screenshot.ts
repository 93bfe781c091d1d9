import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { resultsDir } from './paths.ts';

/**
 * A screenshot in test-results/screens/, taken once animations have ended: the full page, or with
 * `fullPage: false` what the screen shows (an open dialog is fixed to the screen).
 */
export async function shoot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = path.join(resultsDir, 'screens');
  await mkdir(dir, { recursive: true });
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** How far the page is wider than the screen (0 or less: nothing sideways to scroll). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
