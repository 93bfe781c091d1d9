// What a lender owes the platform for a month of disbursals (issue 7; spec 3 Lender revenue entry).
//
// Each active entry, in the admins' drag order, is a slab on one metric chosen by its revenue type:
//   1 'Disbursal amount slab'   -> the month's total disbursed amount in [slab_disbursed_min, max]
//   2 'Disbursal count slab'    -> the month's number of disbursals in [slab_number_min, max]
//   3 'Average ticket size slab'-> the month's average disbursal in [ats_min, ats_max]
// Bounds are inclusive at the minimum and exclusive at the maximum (so adjoining slabs such as
// 0-10 lakh and 10-25 lakh never both match); a null bound is open. The FIRST matching entry applies
// to the whole month: revenue = flat x number of disbursals + percent x total disbursed / 100.

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
  revenueFlat: number | null;
  revenuePercent: number | null;
}

export interface MonthDisbursals {
  count: number;
  total: number;
}

export interface LenderRevenueResult {
  slabId: number | null;
  revenue: number;
  metric: number;
}

const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value < max);

function metricFor(
  slab: RevenueSlab,
  month: MonthDisbursals,
): { value: number; min: number | null; max: number | null } | null {
  switch (slab.revenueTypeId) {
    case REVENUE_TYPES.disbursedAmount:
      return { value: month.total, min: slab.slabDisbursedMin, max: slab.slabDisbursedMax };
    case REVENUE_TYPES.disbursalCount:
      return { value: month.count, min: slab.slabNumberMin, max: slab.slabNumberMax };
    case REVENUE_TYPES.averageTicketSize:
      return { value: month.count === 0 ? 0 : month.total / month.count, min: slab.atsMin, max: slab.atsMax };
    default:
      return null;
  }
}

const paise = (value: number) => Math.round(value * 100) / 100;

/** slabs must be in their saved order; inactive ones are skipped. */
export function lenderRevenueForMonth(
  slabs: readonly RevenueSlab[],
  month: MonthDisbursals,
): LenderRevenueResult {
  if (month.count === 0) return { slabId: null, revenue: 0, metric: 0 };
  for (const slab of slabs) {
    if (slab.status !== 1) continue;
    const metric = metricFor(slab, month);
    if (!metric || !within(metric.value, metric.min, metric.max)) continue;
    const revenue = (slab.revenueFlat ?? 0) * month.count + ((slab.revenuePercent ?? 0) * month.total) / 100;
    return { slabId: slab.id, revenue: paise(revenue), metric: metric.value };
  }
  return { slabId: null, revenue: 0, metric: 0 };
}

/** Reconciliation of what was computed with what the lender paid (commission upload). */
export function reconcile(
  expected: number,
  paid: number,
): { difference: number; status: 'matched' | 'underpaid' | 'overpaid' } {
  const difference = paise(paid - expected);
  if (Math.abs(difference) < 1) return { difference, status: 'matched' };
  return { difference, status: difference < 0 ? 'underpaid' : 'overpaid' };
}
