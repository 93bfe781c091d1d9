import { describe, expect, it } from 'vitest';
import {
  lenderRevenueForMonth,
  marginalLenderRevenue,
  reconcile,
  toRevenueSlab,
  type RevenueSlab,
} from './lender-slabs.ts';

const slab = (over: Partial<RevenueSlab>): RevenueSlab => ({
  id: 1,
  revenueTypeId: 1,
  status: 1,
  slabDisbursedMin: null,
  slabDisbursedMax: null,
  slabNumberMin: null,
  slabNumberMax: null,
  atsMin: null,
  atsMax: null,
  flatPaise: 0,
  percentMilli: 0,
  ...over,
});
const lakh = 100_000_00; // paise

describe('lenderRevenueForMonth (paise)', () => {
  const slabs = [
    slab({ id: 1, slabDisbursedMin: 0, slabDisbursedMax: 10 * lakh, percentMilli: 1000 }),
    slab({ id: 2, slabDisbursedMin: 10 * lakh, percentMilli: 1500 }),
  ];

  it('applies the first matching amount slab to the whole month; max is exclusive', () => {
    expect(lenderRevenueForMonth(slabs, { count: 3, totalPaise: 9 * lakh })).toEqual({
      slabId: 1,
      revenuePaise: 9_000_00,
    });
    expect(lenderRevenueForMonth(slabs, { count: 4, totalPaise: 10 * lakh })).toEqual({
      slabId: 2,
      revenuePaise: 15_000_00,
    });
  });

  it('skips inactive slabs, counts flat per disbursal, and uses count and ATS slabs', () => {
    const ordered = [slab({ id: 9, status: 0, percentMilli: 5000 }), slab({ id: 3, flatPaise: 500_00 })];
    expect(lenderRevenueForMonth(ordered, { count: 2, totalPaise: 3 * lakh }).revenuePaise).toBe(1000_00);
    const count = [
      slab({ id: 5, revenueTypeId: 2, slabNumberMin: 10, flatPaise: 250_00, percentMilli: 500 }),
    ];
    expect(lenderRevenueForMonth(count, { count: 10, totalPaise: 20 * lakh }).revenuePaise).toBe(12_500_00);
    expect(lenderRevenueForMonth(count, { count: 9, totalPaise: 20 * lakh }).revenuePaise).toBe(0);
    const ats = [slab({ id: 6, revenueTypeId: 3, atsMin: lakh, atsMax: 3 * lakh, percentMilli: 2000 })];
    expect(lenderRevenueForMonth(ats, { count: 2, totalPaise: 4 * lakh }).revenuePaise).toBe(8_000_00);
    expect(lenderRevenueForMonth(ats, { count: 1, totalPaise: 3 * lakh }).revenuePaise).toBe(0);
  });

  it('rounds the percent to the paisa, halves away from zero', () => {
    // 1.125% of ₹333.33 = 374.99625 paise -> 375
    const s = [slab({ percentMilli: 1125 })];
    expect(lenderRevenueForMonth(s, { count: 1, totalPaise: 333_33 }).revenuePaise).toBe(375);
  });

  it('marginal lines add up to the month whatever the order, across a slab boundary', () => {
    const amounts = [6 * lakh, 3 * lakh, 2 * lakh];
    let month = { count: 0, totalPaise: 0 };
    let sum = 0;
    for (const a of amounts) {
      sum += marginalLenderRevenue(slabs, month, { count: 1, totalPaise: a });
      month = { count: month.count + 1, totalPaise: month.totalPaise + a };
    }
    // 11 lakh crosses into slab 2: 1.5% of the whole month
    expect(sum).toBe(16_500_00);
    expect(sum).toBe(lenderRevenueForMonth(slabs, month).revenuePaise);
    // reversing the last one takes the month back below the boundary
    expect(marginalLenderRevenue(slabs, month, { count: -1, totalPaise: -2 * lakh })).toBe(
      9_000_00 - 16_500_00,
    );
  });

  it('reads stored numeric text exactly', () => {
    const s = toRevenueSlab({
      id: 1,
      revenueTypeId: 1,
      status: 1,
      slabDisbursedMin: '0.00',
      slabDisbursedMax: '1000000.50',
      slabNumberMin: null,
      slabNumberMax: null,
      atsMin: null,
      atsMax: null,
      revenueFlat: '12.34',
      revenuePercent: '1.125',
    });
    expect(s).toMatchObject({ slabDisbursedMax: 100_000_050, flatPaise: 1234, percentMilli: 1125 });
  });
});

describe('reconcile', () => {
  it('says matched within a rupee, else under- or overpaid', () => {
    expect(reconcile(9000_00, 9000_50).status).toBe('matched');
    expect(reconcile(9000_00, 8000_00)).toEqual({ differencePaise: -1000_00, status: 'underpaid' });
    expect(reconcile(9000_00, 9500_00).status).toBe('overpaid');
  });
});
