import { and, asc, eq } from 'drizzle-orm';
import type { RevenueEntry, RevenueForm } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { lenderRevenue } from '../../db/schema/index.ts';

type Row = typeof lenderRevenue.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

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
