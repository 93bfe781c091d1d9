import { createReadCache } from '../../lib/read-cache.ts';

/** The public card list's answer in one language, serialised once: the JSON and its gzip. */
export interface CardListAnswer {
  json: Buffer;
  gzip: Buffer;
}

/**
 * Issue 16: the public card list is read on every visit to /credit-cards and changes only when an
 * admin edits a card. Kept 5 s per instance and language, already validated against the response
 * schema and serialised (ADR 028); every write in credit-cards.repository.ts calls `changed()`
 * (ADR 026).
 */
export const cardReadCache = createReadCache<CardListAnswer>(5_000);
