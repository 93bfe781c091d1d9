import { formatWholeRupees } from '../money/format-money.ts';

// Loan sense (issue 13): what a customer may ask for, by product, before any lender sees it.
// Amounts are whole rupees, as the profile forms take them; the gold price is paise per gram.

/**
 * ₹ with Indian digit grouping (₹1,00,000), the way amounts are named in messages: whole rupees,
 * any fraction dropped, so a cap is never shown above itself.
 */
export function formatRupees(rupees: number): string {
  return formatWholeRupees(Math.trunc(rupees));
}

/** RBI Master Direction on gold loans (2025): loan-to-value at most 75% of the gold's value. */
export const GOLD_LTV_PERCENT = 75;

export const GOLD_PURITIES_KARAT = [18, 20, 22, 24] as const;
export type GoldPurityKarat = (typeof GOLD_PURITIES_KARAT)[number];

/**
 * The gold's value in whole rupees: weight × 24-karat price per gram × karat / 24, rounded down
 * (a lender values the pledge conservatively).
 */
export function goldValueRupees(
  weightGrams: number,
  purityKarat: GoldPurityKarat,
  pricePerGram24kPaise: number,
): number {
  const paise = Math.floor((weightGrams * pricePerGram24kPaise * purityKarat) / 24);
  return Math.floor(paise / 100);
}

/** The largest gold loan for this pledge (75% LTV), whole rupees rounded down. */
export function goldLoanCap(
  weightGrams: number,
  purityKarat: GoldPurityKarat,
  pricePerGram24kPaise: number,
): number {
  return Math.floor(
    (goldValueRupees(weightGrams, purityKarat, pricePerGram24kPaise) * GOLD_LTV_PERCENT) / 100,
  );
}

/**
 * RBI housing loan LTV ceilings (Master Circular, Housing Finance): by the loan's size, 90% for
 * loans up to ₹30 lakh, 80% above ₹30 lakh up to ₹75 lakh, 75% above ₹75 lakh.
 */
export const HOUSING_LTV_SLABS = [
  { above: 0, upTo: 3_000_000, percent: 90 },
  { above: 3_000_000, upTo: 7_500_000, percent: 80 },
  { above: 7_500_000, upTo: null, percent: 75 },
] as const;

/** The LTV percent RBI allows for a housing loan of this size. */
export function housingLtvPercent(loanRupees: number): number {
  const slab = HOUSING_LTV_SLABS.find(
    (s) => loanRupees > s.above && (s.upTo === null || loanRupees <= s.upTo),
  );
  return slab?.percent ?? HOUSING_LTV_SLABS[0].percent;
}

/** Whether a housing loan of this size fits the property's value under the slab it falls in. */
export function housingLoanWithinLtv(loanRupees: number, propertyValueRupees: number): boolean {
  return loanRupees * 100 <= propertyValueRupees * housingLtvPercent(loanRupees);
}

/**
 * The largest housing loan the property supports: the best of each slab's own ceiling (a ₹35 lakh
 * home gets ₹30 lakh at 90%, because 80% of it, ₹28 lakh, would fall back into the 90% slab).
 */
export function housingLoanCap(propertyValueRupees: number): number {
  let cap = 0;
  for (const slab of HOUSING_LTV_SLABS) {
    const byValue = Math.floor((propertyValueRupees * slab.percent) / 100);
    const inSlab = slab.upTo === null ? byValue : Math.min(byValue, slab.upTo);
    if (inSlab > slab.above) cap = Math.max(cap, inSlab);
  }
  return cap;
}
