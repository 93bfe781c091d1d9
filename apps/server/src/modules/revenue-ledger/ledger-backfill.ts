import type { Database } from '../../db/client.ts';
import { recordDisbursals } from './record-disbursals.ts';
import { unledgeredDisbursals } from './ledger.repository.ts';

// ADR 020: applications disbursed before the revenue ledger existed are put on it at start-up,
// through recordDisbursals like any upload, so an existing deployment's statements are complete.
// Idempotent: only applications with no ledger line are read, and recordDisbursals itself skips
// what the ledger already holds. Each chunk is its own transaction under the ledger lock, so
// uploads running meanwhile are not held for the whole backfill.

const CHUNK = 500;

/** Records every disbursed application that has no ledger line; answers how many lines it wrote. */
export async function backfillLedger(
  db: Database,
  options: { now?: Date; chunk?: number } = {},
): Promise<number> {
  const chunk = options.chunk ?? CHUNK;
  let written = 0;
  let afterId = 0;
  for (;;) {
    const ids = await unledgeredDisbursals(db, afterId, chunk);
    if (ids.length === 0) return written;
    written += await db.transaction((tx) => recordDisbursals(tx, ids, { now: options.now, backfill: true }));
    afterId = ids[ids.length - 1] ?? afterId;
  }
}
