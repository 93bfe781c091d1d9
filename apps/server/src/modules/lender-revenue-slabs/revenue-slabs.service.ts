import type { FastifyRequest } from 'fastify';
import type { RevenueEntry, RevenueForm } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { findLiveLender } from '../lenders/lenders.repository.ts';
import {
  appendRevenue,
  deleteRevenue,
  findRevenue,
  listRevenue,
  listRevenueTypes,
  revenueTypeExists,
  setRevenueOrder,
  toRevenueEntry,
  updateRevenue,
} from './revenue-slabs.repository.ts';

// spec 3 Lender revenue entry, spec 4 reorder/delete, spec 7 lender-revenue calls.

async function requireLender(db: Database, lenderId: number): Promise<void> {
  if (!(await findLiveLender(db, lenderId))) throw notFound('No such lender');
}

async function requireType(db: Database, typeId: number): Promise<void> {
  if (!(await revenueTypeExists(db, typeId))) throw badRequest('Revenue type is required');
}

export const revenueTypes = (db: Database) => listRevenueTypes(db);

export async function lenderRevenueSlabs(db: Database, lenderId: number): Promise<RevenueEntry[]> {
  await requireLender(db, lenderId);
  return (await listRevenue(db, lenderId)).map(toRevenueEntry);
}

/** A new slab, last in the lender's order, audited. Returns its id. */
export async function addRevenueSlab(
  db: Database,
  request: FastifyRequest,
  lenderId: number,
  form: RevenueForm,
): Promise<number> {
  await requireLender(db, lenderId);
  await requireType(db, form.revenue_type_id);
  return db.transaction(async (tx) => {
    const inserted = await appendRevenue(tx, lenderId, form);
    await audit(tx, request, {
      action: 'revenue.create',
      entity: 'lender_revenue',
      entityId: inserted.id,
      after: toRevenueEntry(inserted),
    });
    return inserted.id;
  });
}

/** Changes a slab of this lender (another lender's id answers not found), audited before and after. */
export async function changeRevenueSlab(
  db: Database,
  request: FastifyRequest,
  lenderId: number,
  id: number,
  form: RevenueForm,
): Promise<void> {
  const before = await findRevenue(db, id);
  if (before?.lenderId !== lenderId) throw notFound('No such revenue entry');
  await requireType(db, form.revenue_type_id);
  await db.transaction(async (tx) => {
    const after = await updateRevenue(tx, id, form);
    await audit(tx, request, {
      action: 'revenue.update',
      entity: 'lender_revenue',
      entityId: id,
      before: toRevenueEntry(before),
      after: after ? toRevenueEntry(after) : null,
    });
  });
}

/** spec 4 drag to reorder: the new order must name every slab of the lender exactly once. */
export async function reorderRevenueSlabs(
  db: Database,
  request: FastifyRequest,
  lenderId: number,
  ids: number[],
): Promise<void> {
  await requireLender(db, lenderId);
  const current = (await listRevenue(db, lenderId)).map((r) => r.id);
  const same =
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => current.includes(id));
  if (!same) throw badRequest('The order must list every revenue entry of this lender once');
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) await setRevenueOrder(tx, lenderId, id, index);
    await audit(tx, request, {
      action: 'revenue.reorder',
      entity: 'lender',
      entityId: lenderId,
      before: current,
      after: ids,
    });
  });
}

export async function removeRevenueSlab(db: Database, request: FastifyRequest, id: number): Promise<void> {
  const before = await findRevenue(db, id);
  if (!before) throw notFound('No such revenue entry');
  await db.transaction(async (tx) => {
    await deleteRevenue(tx, before.id);
    await audit(tx, request, {
      action: 'revenue.delete',
      entity: 'lender_revenue',
      entityId: before.id,
      before: toRevenueEntry(before),
    });
  });
}
