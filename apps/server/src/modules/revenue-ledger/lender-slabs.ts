import { percentOfPaise, percentToMilli, rupeesToPaise } from '@cl/contracts';

// What a lender owes the platform (spec 3 Lender revenue entry), in paise.
//
// Each active entry, in the admins' drag order, is a slab on one metric chosen by its revenue type:
//   1 'Disbursal amount slab'   -> the month's total disbursed amount in [slab_disbursed_min, max)
//   2 'Disbursal count slab'    -> the month's number of disbursals in [slab_number_min, max)
//   3 'Average ticket size slab'-> the month's average disbursal in [ats_min, ats_max)
// A null bound is open; the FIRST matching entry applies to the whole month:
//   revenue = flat x disbursals + percent of the total (rounded to the paisa).
//
// Issue 15: the ledger records it per disbursal as the change the disbursal makes to its month's
// revenue, so a month's lines always add up to the slab figure for the month, whatever the order.

export const REVENUE_TYPES = { disbursedAmount: 1, disbursalCount: 2, averageTicketSize: 3 } as const;

export interface RevenueSlab {
  id: number;
  revenueTypeId: number;
  status: number;
  slabDisbursedMin: number | null;
  slabDisbursedMax: number | null;
  slabNumberMin: number | null;
  slabNumberMax: number | null;
  atsMin: number | null;
  atsMax: number | null;
  flatPaise: number;
  percentMilli: number;
}

/** The slab entry as stored (rupee and percent columns are numeric text). */
export interface StoredSlab {
  id: number;
  revenueTypeId: number;
  status: number;
  slabDisbursedMin: string | null;
  slabDisbursedMax: string | null;
  slabNumberMin: number | null;
  slabNumberMax: number | null;
  atsMin: string | null;
  atsMax: string | null;
  revenueFlat: string | null;
  revenuePercent: string | null;
}

const paiseOrNull = (v: string | null) => (v === null ? null : rupeesToPaise(v));

export function toRevenueSlab(s: StoredSlab): RevenueSlab {
  return {
    id: s.id,
    revenueTypeId: s.revenueTypeId,
    status: s.status,
    slabDisbursedMin: paiseOrNull(s.slabDisbursedMin),
    slabDisbursedMax: paiseOrNull(s.slabDisbursedMax),
    slabNumberMin: s.slabNumberMin,
    slabNumberMax: s.slabNumberMax,
    atsMin: paiseOrNull(s.atsMin),
    atsMax: paiseOrNull(s.atsMax),
    flatPaise: paiseOrNull(s.revenueFlat) ?? 0,
    percentMilli: s.revenuePercent === null ? 0 : percentToMilli(s.revenuePercent),
  };
}

export interface MonthTotals {
  count: number;
  totalPaise: number;
}

/** [min, max) with open null bounds, on value / per (per > 0) without dividing. */
function within(value: number, per: number, min: number | null, max: number | null): boolean {
  return (min === null || value >= min * per) && (max === null || value < max * per);
}

function matches(slab: RevenueSlab, month: MonthTotals): boolean {
  switch (slab.revenueTypeId) {
    case REVENUE_TYPES.disbursedAmount:
      return within(month.totalPaise, 1, slab.slabDisbursedMin, slab.slabDisbursedMax);
    case REVENUE_TYPES.disbursalCount:
      return within(month.count, 1, slab.slabNumberMin, slab.slabNumberMax);
    case REVENUE_TYPES.averageTicketSize:
      // average >= min  <=>  total >= min x count (count > 0 here)
      return within(month.totalPaise, month.count, slab.atsMin, slab.atsMax);
    default:
      return false;
  }
}

/** slabs in their saved order; inactive ones are skipped. */
export function lenderRevenueForMonth(
  slabs: readonly RevenueSlab[],
  month: MonthTotals,
): { slabId: number | null; revenuePaise: number } {
  if (month.count <= 0) return { slabId: null, revenuePaise: 0 };
  const slab = slabs.find((s) => s.status === 1 && matches(s, month));
  if (!slab) return { slabId: null, revenuePaise: 0 };
  return {
    slabId: slab.id,
    revenuePaise: slab.flatPaise * month.count + percentOfPaise(month.totalPaise, slab.percentMilli),
  };
}

/** What one disbursal (or its reversal) adds to its month's lender revenue. */
export function marginalLenderRevenue(
  slabs: readonly RevenueSlab[],
  before: MonthTotals,
  change: MonthTotals,
): number {
  const after = { count: before.count + change.count, totalPaise: before.totalPaise + change.totalPaise };
  return lenderRevenueForMonth(slabs, after).revenuePaise - lenderRevenueForMonth(slabs, before).revenuePaise;
}

/** Reconciliation of what the ledger says with what the lender paid (commission upload). */
export function reconcile(
  expectedPaise: number,
  paidPaise: number,
): { differencePaise: number; status: 'matched' | 'underpaid' | 'overpaid' } {
  const differencePaise = paidPaise - expectedPaise;
  // Within a rupee is matched: lenders round their payouts to the rupee.
  if (Math.abs(differencePaise) < 100) return { differencePaise, status: 'matched' };
  return { differencePaise, status: differencePaise < 0 ? 'underpaid' : 'overpaid' };
}
