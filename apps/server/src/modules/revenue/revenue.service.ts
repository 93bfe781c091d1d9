import type { Database } from '../../db/client.ts';
import { listRevenue } from '../lenders/revenue.repository.ts';
import { partnerEarning } from '../partner-portal/partner-earnings.ts';
import { lenderRevenueForMonth, reconcile } from './lender-revenue.ts';
import {
  disbursalsByLender,
  lenderNames,
  partnerDisbursals,
  paymentsByLender,
} from './revenue.repository.ts';

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));
const nullableNum = (v: string | null) => (v === null ? null : Number(v));

export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The month's revenue (issue 7): per lender, what its active slabs say it owes for the month's
 * disbursals, next to what it paid (commission upload); per partner, what it earned.
 */
export async function monthlyRevenue(db: Database, month: string) {
  const { from, to } = monthBounds(month);
  const perLender = await disbursalsByLender(db, from, to);
  const paid = await paymentsByLender(db, month);
  const paidBy = new Map(paid.map((p) => [p.lenderId, num(p.total)]));
  const lenderIds = [...new Set([...perLender.map((l) => l.lenderId), ...paidBy.keys()])];
  const names = new Map((await lenderNames(db)).map((l) => [l.id, l.name]));
  const lenderRows = [];
  for (const lenderId of lenderIds) {
    const month = perLender.find((l) => l.lenderId === lenderId);
    const slabs = await listRevenue(db, lenderId);
    const computed = lenderRevenueForMonth(
      slabs.map((s) => ({
        id: s.id,
        revenueTypeId: s.revenueTypeId,
        status: s.status,
        slabDisbursedMin: nullableNum(s.slabDisbursedMin),
        slabDisbursedMax: nullableNum(s.slabDisbursedMax),
        slabNumberMin: s.slabNumberMin,
        slabNumberMax: s.slabNumberMax,
        atsMin: nullableNum(s.atsMin),
        atsMax: nullableNum(s.atsMax),
        revenueFlat: nullableNum(s.revenueFlat),
        revenuePercent: nullableNum(s.revenuePercent),
      })),
      { count: month?.n ?? 0, total: num(month?.total) },
    );
    const paidAmount = paidBy.get(lenderId) ?? 0;
    lenderRows.push({
      lenderId,
      lender: names.get(lenderId) ?? String(lenderId),
      disbursals: month?.n ?? 0,
      disbursedAmount: num(month?.total),
      slabId: computed.slabId,
      revenue: computed.revenue,
      paid: paidAmount,
      ...reconcile(computed.revenue, paidAmount),
    });
  }
  const perPartner = await partnerDisbursals(db, from, to);
  const partnerMap = new Map<
    number,
    { partner: string; disbursals: number; disbursedAmount: number; earned: number }
  >();
  for (const row of perPartner) {
    if (row.partnerId === null) continue;
    const entry = partnerMap.get(row.partnerId) ?? {
      partner: row.name,
      disbursals: 0,
      disbursedAmount: 0,
      earned: 0,
    };
    const amount = num(row.amount);
    entry.disbursals += 1;
    entry.disbursedAmount += amount;
    entry.earned =
      Math.round(
        (entry.earned +
          partnerEarning(
            { revenuePercent: nullableNum(row.percent), revenueFlatFee: nullableNum(row.flat) },
            amount,
          )) *
          100,
      ) / 100;
    partnerMap.set(row.partnerId, entry);
  }
  return {
    month,
    lenders: lenderRows.sort((a, b) => b.revenue - a.revenue),
    partners: [...partnerMap.entries()]
      .map(([partnerId, v]) => ({ partnerId, ...v }))
      .sort((a, b) => b.earned - a.earned),
  };
}
