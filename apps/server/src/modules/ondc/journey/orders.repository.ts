import { and, eq, isNull, lt, ne, notInArray, or } from 'drizzle-orm';
import { applications, ondcOrders } from '../../../db/schema/index.ts';
import type { Db } from '../protocol/message-log.repository.ts';

// A loan applied for over the network (ADR 034): one order row per application.

export type OrderRow = typeof ondcOrders.$inferSelect;

export async function insertOrder(db: Db, values: typeof ondcOrders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(ondcOrders).values(values).returning();
  if (!row) throw new Error('ondc order not stored');
  return row;
}

export async function findOrderOfApplication(db: Db, applicationId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(ondcOrders)
    .where(eq(ondcOrders.applicationId, applicationId))
    .limit(1);
  return row ?? null;
}

/** The order a lender's callback is about (its transaction and lender app), row-locked. */
export async function lockOrderOfCallback(
  db: Db,
  transactionId: string,
  bppId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(ondcOrders)
    .where(and(eq(ondcOrders.transactionId, transactionId), eq(ondcOrders.bppId, bppId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The order of an application, row-locked (a customer's form answer). */
export async function lockOrderOfApplication(db: Db, applicationId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(ondcOrders)
    .where(eq(ondcOrders.applicationId, applicationId))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateOrder(
  db: Db,
  id: number,
  set: Partial<Omit<typeof ondcOrders.$inferInsert, 'id' | 'applicationId'>>,
): Promise<void> {
  await db.update(ondcOrders).set(set).where(eq(ondcOrders.id, id));
}

export async function findOrderOfNetworkOffer(db: Db, networkOfferId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(ondcOrders)
    .where(eq(ondcOrders.networkOfferId, networkOfferId))
    .limit(1);
  return row ?? null;
}

/**
 * Orders the lender has said nothing about for a while (ADR 034): no form waiting for the
 * customer, the loan not final, our last call before `before`. Taken FOR UPDATE SKIP LOCKED.
 */
export async function lockQuietOrders(db: Db, before: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select({ order: ondcOrders })
    .from(ondcOrders)
    .innerJoin(applications, eq(applications.id, ondcOrders.applicationId))
    .where(
      and(
        isNull(ondcOrders.formDue),
        lt(ondcOrders.lastCallAt, before),
        notInArray(applications.status, ['disbursed', 'rejected', 'expired']),
        or(isNull(ondcOrders.fulfilment), ne(ondcOrders.fulfilment, 'COMPLETED')),
      ),
    )
    .orderBy(ondcOrders.lastCallAt)
    .limit(limit)
    .for('update', { of: ondcOrders, skipLocked: true })
    .then((rows) => rows.map((row) => row.order));
}
