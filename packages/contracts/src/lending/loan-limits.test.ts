import { describe, expect, it } from 'vitest';
import {
  formatRupees,
  goldLoanCap,
  goldValueRupees,
  housingLoanCap,
  housingLoanWithinLtv,
  housingLtvPercent,
} from './loan-limits.ts';

// Figures worked by hand from the rules (RBI: gold 75% LTV; housing 90/80/75% by loan size).

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(1_000)).toBe('₹1,000');
    expect(formatRupees(5_000_000)).toBe('₹50,00,000');
    expect(formatRupees(10_000_000)).toBe('₹1,00,00,000');
  });
});

describe('gold loans', () => {
  // ₹7,000.00 a gram of 24-karat gold.
  const price = 700_000;

  it('values the gold by weight and purity', () => {
    expect(goldValueRupees(10, 24, price)).toBe(70_000);
    expect(goldValueRupees(10, 22, price)).toBe(64_166);
    expect(goldValueRupees(10, 18, price)).toBe(52_500);
  });

  it('caps the loan at 75% of the value', () => {
    expect(goldLoanCap(10, 24, price)).toBe(52_500);
    expect(goldLoanCap(10, 22, price)).toBe(48_124);
    // 10 g never supports ₹1 crore (issue 13).
    expect(goldLoanCap(10, 24, price)).toBeLessThan(10_000_000);
  });
});

describe('housing loans', () => {
  it('picks the slab by the loan size', () => {
    expect(housingLtvPercent(3_000_000)).toBe(90);
    expect(housingLtvPercent(3_000_001)).toBe(80);
    expect(housingLtvPercent(7_500_000)).toBe(80);
    expect(housingLtvPercent(7_500_001)).toBe(75);
  });

  it('refuses ₹90 lakh on a ₹20 lakh home and allows 90% of it', () => {
    expect(housingLoanWithinLtv(9_000_000, 2_000_000)).toBe(false);
    expect(housingLoanWithinLtv(1_800_000, 2_000_000)).toBe(true);
    expect(housingLoanWithinLtv(1_800_001, 2_000_000)).toBe(false);
  });

  it('gives the largest loan each property supports', () => {
    expect(housingLoanCap(2_000_000)).toBe(1_800_000);
    // 80% of ₹35 lakh is ₹28 lakh, inside the 90% slab: the 90% slab's ₹30 lakh is the cap.
    expect(housingLoanCap(3_500_000)).toBe(3_000_000);
    expect(housingLoanCap(5_000_000)).toBe(4_000_000);
    // 80% of ₹1 crore would be ₹80 lakh, above the 80% slab: 75% gives ₹75 lakh.
    expect(housingLoanCap(10_000_000)).toBe(7_500_000);
    expect(housingLoanCap(20_000_000)).toBe(15_000_000);
  });

  it('agrees with the slab check at its cap', () => {
    for (const value of [500_000, 2_000_000, 3_400_000, 9_000_000, 9_500_000, 40_000_000]) {
      const cap = housingLoanCap(value);
      expect(housingLoanWithinLtv(cap, value)).toBe(true);
      expect(housingLoanWithinLtv(cap + 1, value)).toBe(false);
    }
  });
});
