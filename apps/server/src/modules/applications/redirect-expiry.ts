import { and, eq, inArray, lte } from 'drizzle-orm';
import { productNote, unfinishedRedirectCutoff } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';
import { addEvent } from './applications.repository.ts';

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
    const due = await tx
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.status, 'created'),
          eq(applications.handoff, 'redirect'),
          lte(applications.createdAt, cutoff),
        ),
      )
      .orderBy(applications.createdAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return 0;
    await tx
      .update(applications)
      .set({ status: 'expired', updatedAt: now })
      .where(inArray(applications.id, ids));
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
