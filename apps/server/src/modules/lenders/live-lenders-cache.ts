import type { Database } from '../../db/client.ts';
import { lenderReadCache } from './lender-read-cache.ts';
import { listLiveLenders, type LenderRow } from './lenders.repository.ts';

/**
 * Issue 16: every offers view read and parsed all lenders, which change a few times a day through
 * the admin screens. Offers read them through a per-instance cache (ADR 026); every write through
 * lenders.repository.ts makes this instance's next read go to the table, and other instances see
 * it within the TTL. Only the root handle is cached: a transaction reads the table.
 */
export function cachedLiveLenders(db: Database, now: number = Date.now()): Promise<LenderRow[]> {
  return lenderReadCache.get(db, 'live', () => listLiveLenders(db), now);
}
