import { inArray, lte } from 'drizzle-orm';
import { applications } from '../../db/schema/index.ts';
import type { ApplicationRow } from './applications.repository.ts';
import type { Transaction } from '../../db/client.ts';

/**
 * Redirect applications still 'created' since before the cutoff, oldest first, row-locked with
 * SKIP LOCKED: rows a customer is continuing (locked by continue.service.ts) or another instance
 * is expiring are passed over.
 */
export async function lockUnfinishedRedirects(
  tx: Transaction,
  cutoff: Date,
  batchSize: number,
): Promise<ApplicationRow[]> {
  // redirect_open_since is created_at while status = 'created' and handoff = 'redirect', else
  // null (a generated column, migration 0021): its index holds only the open redirects.
  return tx
    .select()
    .from(applications)
    .where(lte(applications.redirectOpenSince, cutoff))
    .orderBy(applications.redirectOpenSince)
    .limit(batchSize)
    .for('update', { skipLocked: true });
}

export async function markExpired(tx: Transaction, ids: number[], now: Date): Promise<void> {
  await tx
    .update(applications)
    .set({ status: 'expired', updatedAt: now })
    .where(inArray(applications.id, ids));
}
