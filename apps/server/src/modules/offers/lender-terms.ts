import { createHash } from 'node:crypto';

// Reading the free-text terms lenders give (spec 3: interest_rate such as '18% To 28%').

/** '18% To 28%' -> { min: 18, max: 28 }; '9.5%' -> { min: 9.5, max: 9.5 }; unreadable -> null. */
export function parseRateRange(text: string | null): { min: number; max: number } | null {
  if (!text) return null;
  const numbers = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1]));
  if (numbers.length === 0) return null;
  return { min: Math.min(...numbers), max: Math.max(...numbers) };
}

/** '3 to 24 months' -> 24; '1 - 5 years' -> 60; unreadable -> null. */
export function maxTenureMonths(text: string | null): number | null {
  if (!text) return null;
  const numbers = [...text.matchAll(/(\d+)/g)].map((m) => Number(m[1]));
  if (numbers.length === 0) return null;
  const most = Math.max(...numbers);
  return /year/i.test(text) ? most * 12 : most;
}

/** The tenure an EMI example uses: the lender's longest, capped at 60 months (spec 9: 1 to 60). */
export function exampleTenure(text: string | null): number {
  return Math.min(maxTenureMonths(text) ?? 12, 60);
}

/** A short fingerprint of the terms a KFS is made from: it changes whenever they change. */
export function kfsVersionOf(terms: {
  slug: string;
  interestRate: string | null;
  aprMin: string | null;
  aprMax: string | null;
  processingFees: string | null;
  penalCharges: string | null;
  coolingOffDays: number;
  tenure: string | null;
}): string {
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
}
