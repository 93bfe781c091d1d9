// Sample data (not real lender terms). Issue 15: with no slabs every lender owed ₹0, so a fresh
// start showed no lender revenue and any payment read as "Overpaid". Each seeded lender gets two
// disbursal-amount slabs (spec 3 Lender revenue entry), the first matching one applying to the month.
import type { lenderRevenue } from '../../schema/lenders.ts';

type SlabSeed = Omit<typeof lenderRevenue.$inferInsert, 'lenderId'>;

export const SEED_REVENUE_SLABS: SlabSeed[] = [
  // Up to ₹25 lakh disbursed in the month: 2% of the month's total.
  {
    revenueTypeId: 1,
    slabDisbursedMin: '0.00',
    slabDisbursedMax: '2500000.00',
    revenuePercent: '2.000',
    status: 1,
    sortOrder: 0,
  },
  // ₹25 lakh and above: 2.5% plus ₹100 a disbursal.
  {
    revenueTypeId: 1,
    slabDisbursedMin: '2500000.00',
    slabDisbursedMax: null,
    revenuePercent: '2.500',
    revenueFlat: '100.00',
    status: 1,
    sortOrder: 1,
  },
];
