import { percentOfPaise } from '@cl/contracts';

// Issue 15, spec 3 Partner: a partner earns its percent of each disbursal plus its flat fee per
// disbursal, at the rate in force on the disbursal day (rates are effective-dated; a change never
// reaches a disbursal before its date).

export interface PartnerRate {
  id: number;
  percentMilli: number;
  flatPaise: number;
  /** YYYY-MM-DD, an Indian calendar day. */
  effectiveFrom: string;
}

/** The rate in force on a day: the latest one that started on or before it; null before any. */
export function rateOn<T extends Pick<PartnerRate, 'effectiveFrom'>>(
  rates: readonly T[],
  day: string,
): T | null {
  let found: T | null = null;
  for (const rate of rates) {
    if (rate.effectiveFrom > day) continue;
    if (found === null || rate.effectiveFrom > found.effectiveFrom) found = rate;
  }
  return found;
}

/** One disbursal's earning: percent of the amount (rounded to the paisa) plus the flat fee. */
export function partnerEarningPaise(
  disbursedPaise: number,
  rate: Pick<PartnerRate, 'percentMilli' | 'flatPaise'> | null,
): number {
  if (rate === null) return 0;
  return percentOfPaise(disbursedPaise, rate.percentMilli) + rate.flatPaise;
}
