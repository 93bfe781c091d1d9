import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { buildStatus } from '../buyer-messages/status.ts';
import { lockQuietOrders, updateOrder } from './orders.repository.ts';
import { queueStep } from './outbox.repository.ts';

// A loan the lender has gone quiet about is asked its status (ADR 034): a lost on_confirm or
// on_update is fetched again rather than waited for forever. At most once an interval per order.

/** How long after our last call a waiting order is asked its status. */
export const STATUS_CHECK_AFTER_MS = 60 * 60_000;

export async function queueStatusChecks(db: Database, now: Date, limit = 20): Promise<number> {
  return db.transaction(async (tx) => {
    const quiet = await lockQuietOrders(tx, new Date(now.getTime() - STATUS_CHECK_AFTER_MS), limit);
    for (const order of quiet) {
      await queueStep(tx, {
        stepKey: `status:${String(order.applicationId)}:${now.toISOString()}`,
        messageId: randomUUID(),
        applicationId: order.applicationId,
        now,
        request: buildStatus({
          transactionId: order.transactionId,
          bpp: { id: order.bppId, uri: order.bppUri },
          providerId: order.providerId,
          itemId: order.itemId,
        }),
      });
      await updateOrder(tx, order.id, { lastCallAt: now });
    }
    return quiet.length;
  });
}
