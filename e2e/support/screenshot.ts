import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { resultsDir } from './paths.ts';

/**
 * A screenshot in test-results/screens/, taken once running animations have ended: the full page,
 * or with `fullPage: false` what the screen shows (an open dialog is fixed to the screen).
 * Paused animations are not waited for: they end only when something resumes them. A toast's
 * progress bar pauses while the pointer is over it (react-toastify pauseOnHover), and the pointer
 * parked at (0, 0) lies on a top-centre toast at phone width, so waiting for it hung forever.
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
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** How far the page is wider than the screen (0 or less: nothing sideways to scroll). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
