import { createReadCache } from '../../lib/read-cache.ts';
import type { LenderRow } from './lenders.repository.ts';

/**
 * Issue 16: the live lenders, kept LIVE_LENDERS_TTL_MS per instance (live-lenders-cache.ts reads
 * through it; every write in lenders.repository.ts calls `changed()`). ADR 026.
 */
export const LIVE_LENDERS_TTL_MS = 5_000;

export const lenderReadCache = createReadCache<LenderRow[]>(LIVE_LENDERS_TTL_MS);
