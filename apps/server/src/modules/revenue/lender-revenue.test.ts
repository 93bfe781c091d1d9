import { describe, expect, it } from 'vitest';
import { lenderRevenueForMonth, reconcile, type RevenueSlab } from './lender-revenue.ts';

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
  revenueFlat: null,
  revenuePercent: null,
  ...over,
});

describe('lenderRevenueForMonth', () => {
  const slabs = [
    slab({ id: 1, slabDisbursedMin: 0, slabDisbursedMax: 1_000_000, revenuePercent: 1 }),
    slab({ id: 2, slabDisbursedMin: 1_000_000, slabDisbursedMax: null, revenuePercent: 1.5 }),
  ];

  it('applies the first matching amount slab to the whole month', () => {
    // 3 loans totalling 9,00,000 -> slab 1 at 1% = 9,000
    expect(lenderRevenueForMonth(slabs, { count: 3, total: 900_000 })).toEqual({
      slabId: 1,
      revenue: 9000,
      metric: 900_000,
    });
    // exactly 10,00,000 falls in slab 2 (max is exclusive): 1.5% = 15,000
    expect(lenderRevenueForMonth(slabs, { count: 4, total: 1_000_000 })).toMatchObject({
      slabId: 2,
      revenue: 15000,
    });
  });

  it('skips inactive slabs and follows the saved order', () => {
    const ordered = [
      slab({ id: 9, status: 0, revenuePercent: 5 }),
      slab({ id: 3, revenueFlat: 500 }),
      slab({ id: 4, revenueFlat: 900 }),
    ];
    expect(lenderRevenueForMonth(ordered, { count: 2, total: 300_000 })).toMatchObject({
      slabId: 3,
      revenue: 1000,
    });
  });

  it('uses the count slab and the average ticket size slab', () => {
    const count = [
      slab({
        id: 5,
        revenueTypeId: 2,
        slabNumberMin: 10,
        slabNumberMax: 50,
        revenueFlat: 250,
        revenuePercent: 0.5,
      }),
    ];
    // 10 loans, 20,00,000: 10 x 250 + 0.5% x 20,00,000 = 2,500 + 10,000
    expect(lenderRevenueForMonth(count, { count: 10, total: 2_000_000 })).toMatchObject({
      slabId: 5,
      revenue: 12500,
    });
    expect(lenderRevenueForMonth(count, { count: 9, total: 2_000_000 })).toMatchObject({
      slabId: null,
      revenue: 0,
    });
    const ats = [slab({ id: 6, revenueTypeId: 3, atsMin: 100_000, atsMax: 300_000, revenuePercent: 2 })];
    expect(lenderRevenueForMonth(ats, { count: 2, total: 400_000 })).toMatchObject({
      slabId: 6,
      revenue: 8000,
      metric: 200_000,
    });
  });

  it('owes nothing without disbursals or a matching slab', () => {
    expect(lenderRevenueForMonth(slabs, { count: 0, total: 0 }).revenue).toBe(0);
    expect(lenderRevenueForMonth([], { count: 1, total: 50_000 }).revenue).toBe(0);
  });
});

describe('reconcile', () => {
  it('says matched within a rupee, else under- or overpaid', () => {
    expect(reconcile(9000, 9000.5).status).toBe('matched');
    expect(reconcile(9000, 8000)).toEqual({ difference: -1000, status: 'underpaid' });
    expect(reconcile(9000, 9500).status).toBe('overpaid');
  });
});
