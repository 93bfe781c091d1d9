// Sample data (not real lender terms).
// spec 3 Lender revenue entry: a slab is by disbursed amount, by number of disbursals or by average
// ticket size (ATS). The ids are fixed; revenue entries refer to them.
import type { revenueTypes } from '../../schema/lenders.ts';

export const SEED_REVENUE_TYPES: (typeof revenueTypes.$inferInsert)[] = [
  { id: 1, name: 'Disbursal amount slab' },
  { id: 2, name: 'Disbursal count slab' },
  { id: 3, name: 'Average ticket size slab' },
];
