import { createHash } from 'node:crypto';
import { MAX_TENURE_MONTHS } from '@cl/contracts';
import { memoByObject, memoByText } from '../../lib/memo.ts';

// Reading the free-text terms lenders give (spec 3: interest_rate such as '18% To 28%').

/** '18% To 28%' -> { min: 18, max: 28 }; '9.5%' -> { min: 9.5, max: 9.5 }; unreadable -> null. */
export function parseRateRange(text: string | null): Readonly<{ min: number; max: number }> | null {
  return text ? rateRangeOf(text) : null;
}

// Read once per text (issue 16: every offers view read every lender's).
const rateRangeOf = memoByText((text) => {
  const numbers = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1]));
  if (numbers.length === 0) return null;
  return { min: Math.min(...numbers), max: Math.max(...numbers) };
});

/** '3 to 24 months' -> 24; '1 - 5 years' -> 60; unreadable -> null. */
export function maxTenureMonths(text: string | null): number | null {
  return text ? tenureMonthsOf(text) : null;
}

const tenureMonthsOf = memoByText((text) => {
  const numbers = [...text.matchAll(/(\d+)/g)].map((m) => Number(m[1]));
  if (numbers.length === 0) return null;
  const most = Math.max(...numbers);
  return /year/i.test(text) ? most * 12 : most;
});

/** Spec 9's "terms 1 to 60 months" is the personal-loan text; it holds for business loans too. */
const SPEC_9_TERM_MONTHS = 60;

/**
 * The longest example a lender product may show. Home loans run 60 to 240+ months, so a 60-month
 * cap would show a ₹20 lakh home loan as a five-year EMI; gold loans are short, and the lender's
 * own published tenure is what the example should use. Both stop at the calculator's maximum.
 */
export function exampleTenureCap(product: string): number {
  return product === 'home' || product === 'gold' ? MAX_TENURE_MONTHS : SPEC_9_TERM_MONTHS;
}

/**
 * The tenure an EMI example (and a KFS asked for without one) uses: the lender's longest published
 * tenure, capped for the products it is shown for (the offers' product, or every product the
 * lender lends when there is no one product, as on its own page).
 */
export function exampleTenure(text: string | null, products: readonly string[]): number {
  const cap = Math.max(SPEC_9_TERM_MONTHS, ...products.map(exampleTenureCap));
  return Math.min(maxTenureMonths(text) ?? 12, cap);
}

interface KfsTerms {
  slug: string;
  interestRate: string | null;
  aprMin: string | null;
  aprMax: string | null;
  processingFees: string | null;
  penalCharges: string | null;
  coolingOffDays: number;
  tenure: string | null;
}

/**
 * A short fingerprint of the terms a KFS is made from: it changes whenever they change. Kept per
 * row: a cached lender row is hashed once, not on every offers view (issue 16).
 */
export const kfsVersionOf: (terms: KfsTerms) => string = memoByObject((terms: KfsTerms) => {
  const canonical = JSON.stringify([
    terms.slug,
    terms.interestRate,
    terms.aprMin,
    terms.aprMax,
    terms.processingFees,
    terms.penalCharges,
    terms.coolingOffDays,
    terms.tenure,
  ]);
  return `kfs-${createHash('sha256').update(canonical).digest('hex').slice(0, 12)}`;
});
