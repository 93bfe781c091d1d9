import { and, count, eq, gte, lte, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, lenderPayments, lenders, partners } from '../../db/schema/index.ts';

/** Disbursed applications with a disbursal date in [from, to] (ISO dates, inclusive). */
const disbursedIn = (from: string, to: string) =>
  and(
    eq(applications.status, 'disbursed'),
    gte(applications.disbursedOn, from),
    lte(applications.disbursedOn, to),
  );

/** Per lender: how many disbursals and their total (a numeric sum, returned as text or null). */
export async function disbursalsByLender(
  db: Database,
  from: string,
  to: string,
): Promise<{ lenderId: number; n: number; total: string | null }[]> {
  return db
    .select({ lenderId: applications.lenderId, n: count(), total: sum(applications.disbursedAmount) })
    .from(applications)
    .where(disbursedIn(from, to))
    .groupBy(applications.lenderId);
}

/** What each lender paid for the month (the commission upload). */
export async function paymentsByLender(
  db: Database,
  month: string,
): Promise<{ lenderId: number; total: string | null }[]> {
  return db
    .select({ lenderId: lenderPayments.lenderId, total: sum(lenderPayments.amount) })
    .from(lenderPayments)
    .where(eq(lenderPayments.month, month))
    .groupBy(lenderPayments.lenderId);
}

export async function lenderNames(db: Database): Promise<{ id: number; name: string }[]> {
  return db.select({ id: lenders.id, name: lenders.name }).from(lenders);
}

/** Each disbursal that came through a partner, with the partner's commission terms. */
export async function partnerDisbursals(db: Database, from: string, to: string) {
  return db
    .select({
      partnerId: applications.partnerId,
      name: partners.displayName,
      percent: partners.revenuePercent,
      flat: partners.revenueFlatFee,
      amount: applications.disbursedAmount,
    })
    .from(applications)
    .innerJoin(partners, eq(partners.id, applications.partnerId))
    .where(disbursedIn(from, to));
}
