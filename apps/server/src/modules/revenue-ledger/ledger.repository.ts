import { and, asc, eq, gt, gte, inArray, isNotNull, lte, notExists, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  applications,
  lenderPayments,
  lenderRevenue,
  lenders,
  ondcOrders,
  partnerRates,
  partners,
  revenueLedgerLines,
  revenueMonthClosures,
} from '../../db/schema/index.ts';
import type { Db } from '../applications/applications.repository.ts';

// SQL of the revenue ledger (issue 15). Lines are only ever inserted.

export type NewLedgerLine = typeof revenueLedgerLines.$inferInsert;

const L = revenueLedgerLines;
const int = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** One writer at a time: a line's lender revenue depends on the lines before it in its month. */
export async function lockLedger(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('revenue-ledger'))`);
}

/**
 * Disbursed applications with no ledger line at all, by id after `afterId` (keyset paging, so a
 * chunk that writes nothing cannot be read again): the start-up backfill's work list.
 */
export async function unledgeredDisbursals(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        gt(applications.id, afterId),
        eq(applications.status, 'disbursed'),
        isNotNull(applications.disbursedAmount),
        isNotNull(applications.disbursedOn),
        notExists(
          db
            .select({ one: sql`1` })
            .from(L)
            .where(eq(L.applicationId, applications.id)),
        ),
      ),
    )
    .orderBy(asc(applications.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The disbursal facts of applications, as the status upload left them. */
export async function disbursalFacts(tx: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: applications.id,
      status: applications.status,
      lenderId: applications.lenderId,
      partnerId: applications.partnerId,
      disbursedAmount: applications.disbursedAmount,
      disbursedOn: applications.disbursedOn,
      /** A network loan's fee in basis points (ADR 034); null for the marketplace's own lenders. */
      networkFeeBp: ondcOrders.buyerFinderFeeBp,
    })
    .from(applications)
    .leftJoin(ondcOrders, eq(ondcOrders.applicationId, applications.id))
    .where(inArray(applications.id, ids));
}

/** What the ledger holds for each application, per disbursal day, lender and partner. */
export async function ledgerNets(tx: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      applicationId: L.applicationId,
      disbursalDay: L.disbursalDay,
      lenderId: L.lenderId,
      partnerId: L.partnerId,
      count: int(L.disbursalCount),
      disbursedPaise: int(L.disbursedPaise),
      partnerEarningPaise: int(L.partnerEarningPaise),
    })
    .from(L)
    .where(inArray(L.applicationId, ids))
    .groupBy(L.applicationId, L.disbursalDay, L.lenderId, L.partnerId);
}

/** A lender's disbursals in a month as the ledger holds them (by disbursal day). */
export async function lenderMonthTotals(tx: Db, lenderId: number, from: string, to: string) {
  const [row] = await tx
    .select({ count: int(L.disbursalCount), totalPaise: int(L.disbursedPaise) })
    .from(L)
    .where(and(eq(L.lenderId, lenderId), gte(L.disbursalDay, from), lte(L.disbursalDay, to)));
  return row ?? { count: 0, totalPaise: 0 };
}

export async function slabsOf(tx: Db, lenderIds: number[]) {
  if (lenderIds.length === 0) return [];
  return tx
    .select()
    .from(lenderRevenue)
    .where(inArray(lenderRevenue.lenderId, lenderIds))
    .orderBy(asc(lenderRevenue.sortOrder), asc(lenderRevenue.id));
}

export async function ratesOf(db: Db, partnerIds: number[]) {
  if (partnerIds.length === 0) return [];
  return db
    .select()
    .from(partnerRates)
    .where(inArray(partnerRates.partnerId, partnerIds))
    .orderBy(asc(partnerRates.effectiveFrom));
}

export async function insertRate(tx: Db, rate: typeof partnerRates.$inferInsert) {
  const [row] = await tx
    .insert(partnerRates)
    .values(rate)
    .onConflictDoUpdate({
      target: [partnerRates.partnerId, partnerRates.effectiveFrom],
      set: { percentMilli: rate.percentMilli, flatPaise: rate.flatPaise, createdAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('rate not written');
  return row;
}

/** The last disbursal day a partner has on the ledger (rates cannot be changed before it). */
export async function lastLedgerDay(tx: Db, partnerId: number): Promise<string | null> {
  const [row] = await tx
    .select({ day: sql<string | null>`max(${L.disbursalDay})` })
    .from(L)
    .where(eq(L.partnerId, partnerId));
  return row?.day ?? null;
}

export async function insertLines(tx: Db, lines: NewLedgerLine[]): Promise<void> {
  if (lines.length > 0) await tx.insert(L).values(lines);
}

export async function closedMonths(db: Db): Promise<Set<string>> {
  const rows = await db.select({ month: revenueMonthClosures.month }).from(revenueMonthClosures);
  return new Set(rows.map((r) => r.month));
}

export async function findClosure(db: Db, month: string) {
  const [row] = await db.select().from(revenueMonthClosures).where(eq(revenueMonthClosures.month, month));
  return row ?? null;
}

export async function insertClosure(tx: Db, month: string, adminId: number | null): Promise<void> {
  await tx.insert(revenueMonthClosures).values({ month, closedByAdminId: adminId }).onConflictDoNothing();
}

/** Totals of a month's statement lines per lender and per partner. */
export async function monthTotals(db: Db, month: string) {
  const totals = {
    count: int(L.disbursalCount),
    disbursedPaise: int(L.disbursedPaise),
    partnerEarningPaise: int(L.partnerEarningPaise),
    lenderRevenuePaise: int(L.lenderRevenuePaise),
  };
  const byLender = await db
    .select({ lenderId: L.lenderId, name: lenders.name, ...totals })
    .from(L)
    .innerJoin(lenders, eq(lenders.id, L.lenderId))
    .where(eq(L.ledgerMonth, month))
    .groupBy(L.lenderId, lenders.name);
  const byPartner = await db
    .select({ partnerId: partners.id, name: partners.displayName, ...totals })
    .from(L)
    .innerJoin(partners, eq(partners.id, L.partnerId))
    .where(eq(L.ledgerMonth, month))
    .groupBy(partners.id, partners.displayName);
  return { byLender, byPartner };
}

/** What each lender paid for the month (the commission upload), in rupees as numeric text. */
export async function paymentsByLender(db: Db, month: string) {
  return db
    .select({ lenderId: lenderPayments.lenderId, name: lenders.name, total: sum(lenderPayments.amount) })
    .from(lenderPayments)
    .innerJoin(lenders, eq(lenders.id, lenderPayments.lenderId))
    .where(eq(lenderPayments.month, month))
    .groupBy(lenderPayments.lenderId, lenders.name);
}

/** A statement's lines, oldest first, with the application reference people see. */
export async function statementLines(
  db: Db,
  month: string,
  party: { partnerId: number } | { lenderId: number },
) {
  const who = 'partnerId' in party ? eq(L.partnerId, party.partnerId) : eq(L.lenderId, party.lenderId);
  return db
    .select({
      id: L.id,
      reference: applications.publicId,
      lender: lenders.name,
      kind: L.kind,
      disbursalDay: L.disbursalDay,
      count: L.disbursalCount,
      disbursedPaise: L.disbursedPaise,
      partnerEarningPaise: L.partnerEarningPaise,
      lenderRevenuePaise: L.lenderRevenuePaise,
      percentMilli: partnerRates.percentMilli,
      flatPaise: partnerRates.flatPaise,
      recordedAt: L.createdAt,
    })
    .from(L)
    .innerJoin(applications, eq(applications.id, L.applicationId))
    .innerJoin(lenders, eq(lenders.id, L.lenderId))
    .leftJoin(partnerRates, eq(partnerRates.id, L.partnerRateId))
    .where(and(eq(L.ledgerMonth, month), who))
    .orderBy(asc(L.disbursalDay), asc(L.id));
}

/** A partner's disbursals per disbursal day (the dashboard's cards and chart, one query). */
export async function partnerDays(db: Db, partnerId: number, from: string, to: string) {
  return db
    .select({
      day: L.disbursalDay,
      disbursals: int(L.disbursalCount),
      disbursedPaise: int(L.disbursedPaise),
      earnedPaise: int(L.partnerEarningPaise),
    })
    .from(L)
    .where(and(eq(L.partnerId, partnerId), gte(L.disbursalDay, from), lte(L.disbursalDay, to)))
    .groupBy(L.disbursalDay)
    .orderBy(asc(L.disbursalDay));
}

export async function partnerName(db: Database, partnerId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: partners.displayName })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row?.name ?? null;
}

export async function lenderName(db: Database, lenderId: number): Promise<string | null> {
  const [row] = await db.select({ name: lenders.name }).from(lenders).where(eq(lenders.id, lenderId));
  return row?.name ?? null;
}
