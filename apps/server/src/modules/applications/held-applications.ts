import { customerStatusOf, dedupeHoldUntil, type OfferApplication } from '@cl/contracts';
import { handoffOfRow, statusOfRow, type ApplicationRow } from './applications.repository.ts';

/**
 * Per lender, the customer's application that holds a new one (the de-dupe rule of the apply
 * refusal, `dedupeHoldUntil`), so the offers page says "Applied" before any KFS is opened
 * (issue 13). Reads the rows the offers call already loads for the status table: no extra query.
 * Rows come newest first; the newest holding application per lender wins.
 */
export function heldApplicationsByLender(
  rows: ApplicationRow[],
  now: Date,
  windowDays: number,
): Map<number, OfferApplication> {
  const held = new Map<number, OfferApplication>();
  for (const row of rows) {
    if (held.has(row.lenderId)) continue;
    const status = statusOfRow(row);
    const until = dedupeHoldUntil({ createdAt: row.createdAt, status }, now, windowDays);
    if (until === null) continue;
    held.set(row.lenderId, {
      publicId: row.publicId,
      status: customerStatusOf(status, handoffOfRow(row)),
      appliedAt: row.createdAt.toISOString(),
      applyAgainAt: until.toISOString(),
    });
  }
  return held;
}
