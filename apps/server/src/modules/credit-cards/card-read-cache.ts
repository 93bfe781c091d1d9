import type { CreditCard } from '@cl/contracts';
import { createReadCache } from '../../lib/read-cache.ts';

/**
 * Issue 16: the public card list is read on every visit to /credit-cards and changes only when an
 * admin edits a card. Kept 5 s per instance and language; every write in
 * credit-cards.repository.ts calls `changed()` (ADR 026).
 */
export const cardReadCache = createReadCache<CreditCard[]>(5_000);
