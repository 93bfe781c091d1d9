import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { lenderReadCache } from './lender-read-cache.ts';
import { lenderGroupMembers, lenderGroups, lenders } from '../../db/schema/index.ts';

export type LenderRow = typeof lenders.$inferSelect;
export type LenderInsert = typeof lenders.$inferInsert;
type Db = Database | Transaction;

export async function listLiveLenders(db: Db): Promise<LenderRow[]> {
  return db.select().from(lenders).where(isNull(lenders.deletedAt)).orderBy(asc(lenders.name));
}

/**
 * Issue 15: lenders a partner may be shown (catalogue, eligibility criteria, journeys): not deleted
 * and switched on both in the catalogue (lender_status) and at /admin/vendors-on-off (vendor_on),
 * the same two switches the offers engine requires (offers/eligibility.ts).
 */
export async function listSwitchedOnLenders(db: Db): Promise<LenderRow[]> {
  return db
    .select()
    .from(lenders)
    .where(and(isNull(lenders.deletedAt), eq(lenders.lenderStatus, 1), eq(lenders.vendorOn, 1)))
    .orderBy(asc(lenders.name));
}

export async function findLiveLender(db: Db, id: number): Promise<LenderRow | undefined> {
  const [row] = await db
    .select()
    .from(lenders)
    .where(and(eq(lenders.id, id), isNull(lenders.deletedAt)))
    .limit(1);
  return row;
}

/** A lender by the slug its public pages use, unless deleted. */
export async function findLiveLenderBySlug(db: Db, slug: string): Promise<LenderRow | undefined> {
  const [row] = await db
    .select()
    .from(lenders)
    .where(and(eq(lenders.slug, slug), isNull(lenders.deletedAt)))
    .limit(1);
  return row;
}

export async function groupIdsByLender(db: Db, lenderIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (lenderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(lenderGroupMembers)
    .where(inArray(lenderGroupMembers.lenderId, lenderIds));
  for (const row of rows) map.set(row.lenderId, [...(map.get(row.lenderId) ?? []), row.groupId]);
  for (const ids of map.values()) ids.sort((a, b) => a - b);
  return map;
}

export async function setLenderGroups(db: Db, lenderId: number, groupIds: number[]): Promise<void> {
  await db.delete(lenderGroupMembers).where(eq(lenderGroupMembers.lenderId, lenderId));
  if (groupIds.length > 0)
    await db.insert(lenderGroupMembers).values(groupIds.map((groupId) => ({ lenderId, groupId })));
}

export async function existingGroupIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: lenderGroups.id })
    .from(lenderGroups)
    .where(inArray(lenderGroups.id, ids));
  return rows.map((r) => r.id);
}

export async function updateLenderColumns(
  db: Db,
  id: number,
  set: Partial<typeof lenders.$inferInsert>,
): Promise<void> {
  lenderReadCache.changed();
  await db
    .update(lenders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(lenders.id, id));
  lenderReadCache.changed();
}

export async function insertLender(db: Db, values: typeof lenders.$inferInsert): Promise<LenderRow> {
  const [row] = await db.insert(lenders).values(values).returning();
  lenderReadCache.changed();
  if (!row) throw new Error('lender insert returned nothing');
  return row;
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: lenders.id }).from(lenders).where(eq(lenders.slug, slug)).limit(1);
  return row !== undefined;
}

export type LenderGroupRow = typeof lenderGroups.$inferSelect;

export async function listLenderGroups(db: Db): Promise<LenderGroupRow[]> {
  return db.select().from(lenderGroups).orderBy(asc(lenderGroups.name));
}

/** The new group, or undefined when the name is taken. */
export async function insertLenderGroup(db: Db, name: string): Promise<LenderGroupRow | undefined> {
  const [row] = await db.insert(lenderGroups).values({ name }).onConflictDoNothing().returning();
  return row;
}
