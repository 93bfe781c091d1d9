import { and, asc, eq, max } from 'drizzle-orm';
import type { RevenueEntry, RevenueForm } from '@cl/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { lenderRevenue, revenueTypes } from '../../db/schema/index.ts';

export type RevenueRow = typeof lenderRevenue.$inferSelect;
type Row = RevenueRow;
type Db = Database | Transaction;

const num = (v: string | null) => (v === null ? null : Number(v));
const dec = (v: number | null) => (v === null ? null : String(v));

export function toRevenueEntry(row: Row): RevenueEntry {
  return {
    id: row.id,
    lender_id: row.lenderId,
    revenue_type_id: row.revenueTypeId,
    slab_disbursed_min: num(row.slabDisbursedMin),
    slab_disbursed_max: num(row.slabDisbursedMax),
    slab_number_min: row.slabNumberMin,
    slab_number_max: row.slabNumberMax,
    ats_min: num(row.atsMin),
    ats_max: num(row.atsMax),
    revenue_flat: num(row.revenueFlat),
    revenue_percent: num(row.revenuePercent),
    status: row.status,
    sort_order: row.sortOrder,
  };
}

export function revenueColumns(form: RevenueForm) {
  return {
    revenueTypeId: form.revenue_type_id,
    slabDisbursedMin: dec(form.slab_disbursed_min),
    slabDisbursedMax: dec(form.slab_disbursed_max),
    slabNumberMin: form.slab_number_min,
    slabNumberMax: form.slab_number_max,
    atsMin: dec(form.ats_min),
    atsMax: dec(form.ats_max),
    revenueFlat: dec(form.revenue_flat),
    revenuePercent: dec(form.revenue_percent),
    status: form.status,
  };
}

export async function listRevenue(db: Db, lenderId: number): Promise<Row[]> {
  return db
    .select()
    .from(lenderRevenue)
    .where(eq(lenderRevenue.lenderId, lenderId))
    .orderBy(asc(lenderRevenue.sortOrder), asc(lenderRevenue.id));
}

export async function findRevenue(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(lenderRevenue).where(eq(lenderRevenue.id, id)).limit(1);
  return row;
}

export async function setRevenueOrder(
  db: Db,
  lenderId: number,
  id: number,
  sortOrder: number,
): Promise<void> {
  await db
    .update(lenderRevenue)
    .set({ sortOrder })
    .where(and(eq(lenderRevenue.id, id), eq(lenderRevenue.lenderId, lenderId)));
}

export async function listRevenueTypes(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select().from(revenueTypes).orderBy(asc(revenueTypes.id));
}

export async function revenueTypeExists(db: Db, typeId: number): Promise<boolean> {
  const [type] = await db.select().from(revenueTypes).where(eq(revenueTypes.id, typeId)).limit(1);
  return type !== undefined;
}

/** A new slab at the end of the lender's list. */
export async function appendRevenue(db: Db, lenderId: number, form: RevenueForm): Promise<Row> {
  const [last] = await db
    .select({ n: max(lenderRevenue.sortOrder) })
    .from(lenderRevenue)
    .where(eq(lenderRevenue.lenderId, lenderId));
  const [inserted] = await db
    .insert(lenderRevenue)
    .values({ lenderId, ...revenueColumns(form), sortOrder: (last?.n ?? -1) + 1 })
    .returning();
  if (!inserted) throw new Error('revenue insert returned nothing');
  return inserted;
}

export async function updateRevenue(db: Db, id: number, form: RevenueForm): Promise<Row | undefined> {
  const [after] = await db
    .update(lenderRevenue)
    .set(revenueColumns(form))
    .where(eq(lenderRevenue.id, id))
    .returning();
  return after;
}

export async function deleteRevenue(db: Db, id: number): Promise<void> {
  await db.delete(lenderRevenue).where(eq(lenderRevenue.id, id));
}
