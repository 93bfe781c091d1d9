import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { z } from 'zod';

// WCAG 2.2 AA (issue 13): axe-core run in the page as it stands, its serious and critical
// violations as readable lines ([] when there is none). The caller settles the page first.

const violations = z.array(
  z.object({
    id: z.string(),
    impact: z.string().nullable(),
    help: z.string(),
    nodes: z.array(z.object({ target: z.array(z.unknown()), failureSummary: z.string().optional() })),
  }),
);

let axeSource: Promise<string> | undefined;

/** Serious and critical axe violations on the page now, each line starting with `label`. */
export async function seriousAxeViolations(page: Page, label: string): Promise<string[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(await axeSource);
  const found = violations.parse(
    await page.evaluate(
      'axe.run(document, { resultTypes: ["violations"] }).then((r) => JSON.parse(JSON.stringify(r.violations)))',
    ),
  );
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${label}: ${v.id} (${v.impact ?? ''}) ${JSON.stringify(node.target)} ${node.failureSummary ?? v.help}`,
      ),
    );
}
