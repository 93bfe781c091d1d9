import { describe, expect, it } from 'vitest';
import { emiExampleFor } from './offers.service.ts';

// Issue 16: an offer's EMI example is worked out once per lender row, amount and products shown
// for, and shared by the views after it. A reloaded row (the lender edited) is a new object.
const terms = { interestRate: '11% To 24%', tenure: '12 to 60 months', processingFees: 'Up to 2% + GST' };

describe("an offer's EMI example", () => {
  it('is the same answer for the same lender, amount and product, and a fresh one for a copy', () => {
    const lender = { ...terms };
    const first = emiExampleFor(lender, 200_000, ['personal']);
    expect(first).toMatchObject({ months: 60, ratePercent: 11 });
    expect(first?.emi).toBeGreaterThan(4_000);
    expect(emiExampleFor(lender, 200_000, ['personal'])).toBe(first);
    const copy = emiExampleFor({ ...terms }, 200_000, ['personal']);
    expect(copy).not.toBe(first);
    expect(copy).toEqual(first);
  });

  it('follows the amount, the products and an edited row, never a kept answer of another', () => {
    const lender = { ...terms };
    const small = emiExampleFor(lender, 50_000, ['personal']);
    const large = emiExampleFor(lender, 500_000, ['personal']);
    expect(large?.emi).toBeGreaterThan(small?.emi ?? Infinity);
    const edited = { ...terms, interestRate: '15% To 24%' };
    expect(emiExampleFor(edited, 50_000, ['personal'])?.ratePercent).toBe(15);
    expect(emiExampleFor(lender, 50_000, ['personal'])?.ratePercent).toBe(11);
    expect(emiExampleFor({ ...terms, interestRate: 'on request' }, 50_000, ['personal'])).toBeNull();
  });

  it('stays right past the number of examples kept for one lender', () => {
    const lender = { ...terms };
    const amounts = Array.from({ length: 600 }, (_, i) => 10_000 + i * 1_000);
    const kept = amounts.map((amount) => emiExampleFor(lender, amount, ['personal']));
    amounts.forEach((amount, i) => {
      expect(emiExampleFor(lender, amount, ['personal'])).toEqual(kept[i]);
      expect(emiExampleFor({ ...terms }, amount, ['personal'])).toEqual(kept[i]);
    });
  });
});
