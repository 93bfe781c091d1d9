import type { Database } from '../../db/client.ts';
import { listLiveLenders, type LenderRow } from './lenders.repository.ts';
import { lendersVersion } from './lenders-version.ts';

/**
 * Issue 16: every offers view read and parsed all lenders, which change a few times a day through
 * the admin screens. Each instance keeps them for LIVE_LENDERS_TTL_MS; a write through this
 * instance makes the next read go to the table, another instance sees it within the TTL
 * (docs/decisions/026-read-caches.md). Only the root handle is cached: a transaction reads the table.
 */
export const LIVE_LENDERS_TTL_MS = 5_000;

interface Entry {
  at: number;
  version: number;
  rows: Promise<LenderRow[]>;
}
const cache = new WeakMap<Database, Entry>();

export function cachedLiveLenders(db: Database, now: number = Date.now()): Promise<LenderRow[]> {
  const hit = cache.get(db);
  if (hit && hit.version === lendersVersion() && now - hit.at < LIVE_LENDERS_TTL_MS) return hit.rows;
  // The version is taken before the read: a write that lands while it runs makes this entry stale.
  const entry: Entry = { at: now, version: lendersVersion(), rows: listLiveLenders(db) };
  cache.set(db, entry);
  entry.rows.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return entry.rows;
}
