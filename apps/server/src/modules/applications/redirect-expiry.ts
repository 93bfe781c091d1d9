import { productNote, unfinishedRedirectCutoff } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { addEvent } from './applications.repository.ts';
import { lockUnfinishedRedirects, markExpired } from './redirect-expiry.repository.ts';

/**
 * Expires redirect applications the customer never continued (ADR 006): still 'created' after
 * `days`, the lender never had them. 'expired' lifts the de-dupe hold and says so honestly. Rows
 * are locked with SKIP LOCKED: a customer continuing at this moment (continue.service.ts, which
 * locks the row too) wins, and another instance's pass takes other rows. Returns how many expired.
 */
export async function expireUnfinishedRedirects(
  db: Database,
  days: number,
  now: Date = new Date(),
  batchSize = 200,
): Promise<number> {
  const cutoff = unfinishedRedirectCutoff(now, days);
  return db.transaction(async (tx) => {
    const due = await lockUnfinishedRedirects(tx, cutoff, batchSize);
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return 0;
    await markExpired(tx, ids, now);
    for (const id of ids)
      await addEvent(
        tx,
        id,
        'expired',
        'system',
        productNote(
          'redirect_not_continued',
          `Not continued on the lender's site within ${String(days)} days`,
          { days },
        ),
      );
    return ids.length;
  });
}
